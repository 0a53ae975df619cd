import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { LOCALES } from "./src/i18n/locales";
import { ROUTES, type RouteKey, routePatterns } from "./src/routes/table";

/** dist/routes.json: the route table for the server, which answers a path no route takes with HTTP 404. */
function routesManifest(): Plugin {
  return {
    name: "casino:routes-manifest",
    apply: "build",
    generateBundle() {
      const patterns = [...new Set((Object.keys(ROUTES) as RouteKey[]).flatMap((k) => routePatterns(k)))];
      this.emitFile({ type: "asset", fileName: "routes.json", source: JSON.stringify({ locales: LOCALES, patterns }) });
    },
  };
}

/**
 * The shell in index.html paints before any script runs: the built entry and its
 * preloads are requested only after the first frame, so a slow phone shows the
 * page's boxes at once instead of after parsing the app. (A background tab gets no
 * frames, hence the timer.)
 */
function paintFirst(): Plugin {
  return {
    name: "casino:paint-first",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
        const entry = html.match(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/);
        if (!entry) return html;
        let out = html.replace(entry[0], "");
        for (const p of preloads) out = out.replace(p[0], "");
        const urls = JSON.stringify({ entry: entry[1], preloads: preloads.map((p) => p[1]) });
        const loader = `<script>(function(u){var started=false;function go(){if(started)return;started=true;u.preloads.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)});var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=u.entry;document.head.appendChild(s)}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,250)})(${urls})</script>`;
        return out.replace("</body>", `${loader}\n  </body>`);
      },
    },
  };
}

const api = process.env.API_URL ?? "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [react(), tailwindcss(), paintFirst(), routesManifest()],
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false },
  // `vite` dev server proxies the api's root paths.
  server: {
    port: 5173,
    proxy: {
      "/messages": { target: api, ws: true },
      ...Object.fromEntries(
        [
          "/session",
          "/account",
          "/data",
          "/seo",
          "/captcha",
          "/api",
          "/updates",
          "/promotions",
          "/deposit",
          "/withdrawal",
          "/dev",
          "/blog",
          "/support",
          "/firebase",
          "/email",
          "/resources",
          "/tournaments",
        ].map((p) => [p, api]),
      ),
    },
  },
});
