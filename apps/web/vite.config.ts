import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { BLOG_FIRST_POSTS } from "../../packages/contracts/src/blog-limits";
import { CURRENCY_CODES } from "../../packages/money/src/currencies";
import { formatMinor, MONEY_LOCALES, moneyLocale, moneyStyle } from "../../packages/money/src/format";
import { DEMO_WORDS, freeWord, slugify } from "./src/features/catalogue/slug";
import { CATEGORY_IDS, SEARCH_MIN_LENGTH } from "./src/features/catalogue/types";
import { defaultRange } from "./src/features/history/default-range";
import { DEFAULT_LOCALE, LOCALES } from "./src/i18n/locales";
import { type FirstWords, type FramePlan, firstFrame } from "./src/routes/first-frame";
import { FIRST_PLAN } from "./src/routes/first-plan";
import { blogListUrl, firstRequests, firstTiles, historyBody, isHistoryPath } from "./src/routes/first-requests";
import { pathTo, ROUTES, type RouteKey, routePatterns } from "./src/routes/table";

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

/** A route pattern (`categories/:slug?`) as a regular expression over the whole path, language prefix included. */
function patternRegExp(pattern: string): string {
  const parts = pattern
    .split("/")
    .filter(Boolean)
    .map((seg) =>
      seg.startsWith(":") ? (seg.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+") : `/${seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
    );
  return `^/[a-z]{2}${parts.join("")}/?$`;
}

/** Which module each route's page is, read from routes/pages.ts (`const X = lazy(() => import("…"))` and `key: X`). */
function pageModules(): Partial<Record<RouteKey, string>> {
  const file = fileURLToPath(new URL("./src/routes/pages.ts", import.meta.url));
  const source = readFileSync(file, "utf8");
  const modules = new Map<string, string>();
  for (const m of source.matchAll(/const (\w+) = \w+\(\(\) => import\("([^"]+)"\)\)/g))
    modules.set(m[1]!, fileURLToPath(new URL(`${m[2]}.tsx`, new URL("./src/routes/", import.meta.url))));
  const out: Partial<Record<RouteKey, string>> = {};
  for (const m of source.matchAll(/^ {2}(\w+): (\w+),$/gm)) {
    const module = modules.get(m[2]!);
    if (module && m[1]! in ROUTES) out[m[1] as RouteKey] = module;
  }
  return out;
}

/**
 * A message of one language (the default language's when it has none), read from src/i18n/messages and the
 * account screens' part, src/i18n/account (the deposit page's texts).
 */
const readMessages = (locale: string) => {
  const file = (dir: string) =>
    JSON.parse(readFileSync(fileURLToPath(new URL(`./src/i18n/${dir}/${locale}.json`, import.meta.url)), "utf8")) as Record<
      string,
      unknown
    >;
  return { ...file("account"), ...file("messages") };
};
/** The default language's messages, read once for every language's fallback. */
let defaultMessages: Record<string, unknown> | undefined;
function messageOf(locale: string) {
  const own = readMessages(locale);
  defaultMessages ??= readMessages(DEFAULT_LOCALE);
  const fallback = defaultMessages;
  const at = (m: unknown, key: string) => key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], m);
  return <T = string>(key: string): T => (at(own, key) ?? at(fallback, key)) as T;
}

/** The words the first frames show, per language: a few hundred bytes each in index.html. */
function firstWords(): Record<string, FirstWords> {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const m = messageOf(locale);
      const words: FirstWords = {
        categories: m("nav.categories"),
        categoryNames: m<Record<string, string>>("catalogue.category_names"),
        searchTitle: m("pages.search_title"),
        searchPlaceholder: m("nav.search_placeholder"),
        searchMin: m("catalogue.search_min").replace("{{count}}", String(SEARCH_MIN_LENGTH)),
        depositTitle: m("pages.deposit_title"),
        depositIntro: m("payments.public.deposit_intro"),
        promotionsTitle: m("pages.promotions_title"),
        promotionsGuide: m("promotions.guide.open"),
        promotionsCode: m("promotions.code"),
        promotionsDetails: m("promotions.details"),
        promotionsEmpty: m("promotions.empty"),
        blogTitle: m("pages.blog_title"),
        blogFeatured: m("blog.featured"),
        blogEmpty: m("blog.empty"),
        blogMore: m("blog.more"),
        blogPostPath: pathTo("blogPost", locale, { post: "__post__" }),
        categoryPath: pathTo("categories", locale, { humanReadableSearchSlug: "__slug__", technicalSearchSlug: "__id__" }),
        gamePath: pathTo("gamePopup", locale, { gameName: "__name__", vendorId: "__vendor__", gameId: "__id__" }),
        demoPath: pathTo("gamePopup", locale, {
          gameName: "__name__",
          vendorId: "__vendor__",
          gameId: "__id__",
          demo: freeWord(locale),
        }),
        homePath: pathTo("home", locale),
        registerToPlay: m("games.register_to_play"),
        registerToPlayNoDemo: m("games.register_to_play_no_demo"),
        playDemo: m("games.play_demo"),
        close: m("app.close"),
        historyTitle: m("history.title"),
        historyLifetime: m("history.lifetime_net"),
        historyFinance: m("history.tab.finance"),
        historyGame: m("history.tab.game"),
        historyFrom: m("history.from"),
        historyTo: m("history.to"),
        historyTabs: { finance: pathTo("history", locale, { tab: "finance" }), game: pathTo("history", locale, { tab: "game" }) },
        moneyLocale: moneyLocale(locale),
      };
      return [locale, words];
    }),
  );
}

const FRAME_PLAN: FramePlan = {
  categorySegments: FIRST_PLAN.categorySegments,
  searchSegments: routePatterns("search"),
  depositPaths: routePatterns("paymentsDeposit"),
  promotionsPaths: routePatterns("promotions"),
  blogPaths: routePatterns("blog"),
  blogFirstPosts: BLOG_FIRST_POSTS,
  allCategory: CATEGORY_IDS.ALL,
  gameSegments: FIRST_PLAN.gameSegments,
  demoWords: DEMO_WORDS,
  historyPaths: FIRST_PLAN.historyPaths,
  money: Object.fromEntries(
    Object.keys(MONEY_LOCALES).map((l) => [l, Object.fromEntries(CURRENCY_CODES.map((c) => [c, moneyStyle(c, { locale: l })]))]),
  ),
  words: firstWords(),
};

/** How many tiles' art the first frame asks for at once: the tiles a phone shows without scrolling. */
const FIRST_TILES = 6;
/**
 * How long the app's code waits for a page's first frame painted from its early answers: a slow phone's link then
 * carries those answers and the art first, not the ~170 kB of code at the same time.
 */
const FIRST_PAINT_WAIT_MS = 1500;

/**
 * The shell in index.html paints before any script runs: the built entry and its
 * preloads are requested only after the first frame, so a slow phone shows the
 * page's boxes at once instead of after parsing the app: the request waits two frames,
 * so that the first frame is on screen, not only drawn, before the code is asked. (A
 * background tab gets no frames, hence the timer.) With the entry come the chunks of the page the path
 * opens (not after the entry has run), and at once, before the first frame, the
 * page's first catalogue calls and then its first tiles' art (routes/first-requests.ts);
 * not for a player (their answers differ) nor for a bonus balance's games (?balance=). A player's
 * history page asks its first call with the stored session's token and paints its top from it.
 * The search and public deposit pages paint their own text at once; a category its chips
 * and tiles, the promotions and the blog their cards as those answers arrive
 * (routes/first-frame.ts), and the entry is asked only after that paint (at most 1.5 s) — for a category,
 * after its first tiles' art has loaded too: the page's largest paint is then over before the code comes.
 */
function paintFirst(): Plugin {
  return {
    name: "casino:paint-first",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
        const entry = html.match(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/);
        if (!entry) return html;
        let out = html.replace(entry[0], "");
        for (const p of preloads) out = out.replace(p[0], "");
        const base = new Set([entry[1]!, ...preloads.map((p) => p[1]!)]);
        // Each page's chunk and the chunks it imports, by the regular expressions of its route's paths.
        const routes: [string, number[]][] = [];
        const files: string[] = [];
        const bundle = ctx.bundle ?? {};
        const chunkOf = (module: string) =>
          Object.values(bundle).find((c) => c.type === "chunk" && c.facadeModuleId === module) as
            | { fileName: string; imports: string[] }
            | undefined;
        for (const [key, module] of Object.entries(pageModules()) as [RouteKey, string][]) {
          const chunk = chunkOf(module);
          if (!chunk) continue;
          const page: number[] = [];
          const visit = (fileName: string) => {
            const href = `/${fileName}`;
            if (base.has(href)) return;
            if (!files.includes(href)) files.push(href);
            const index = files.indexOf(href);
            if (page.includes(index)) return;
            page.push(index);
            const c = bundle[fileName] as { imports?: string[] } | undefined;
            for (const i of c?.imports ?? []) visit(i);
          };
          visit(chunk.fileName);
          routes.push([routePatterns(key).map(patternRegExp).join("|"), page]);
        }
        const urls = JSON.stringify({ entry: entry[1], preloads: preloads.map((p) => p[1]), routes, files });
        const loader = `<script>(function(u){var started=false;function go(){if(started)return;started=true;var page=[];u.routes.some(function(r){if(new RegExp(r[0]).test(location.pathname)){page=r[1];return true}});u.preloads.concat(page.map(function(i){return u.files[i]})).forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)});var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=u.entry;document.head.appendChild(s)}function start(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})});setTimeout(go,250)}var painted=window.__firstPaint;if(painted)Promise.race([painted,new Promise(function(r){setTimeout(r,${FIRST_PAINT_WAIT_MS})})]).then(start);else start()})(${urls})</script>`;
        const first = `<script>(function(plan,firstRequests,firstTiles,frame,firstFrame,blogListUrl,isHistoryPath,historyBody,defaultRange,formatMinor,slugify){document.addEventListener("click",function(e){var t=e.target&&e.target.closest?e.target.closest("[data-first-tap]"):null;if(t)window.__firstTap=t.getAttribute("data-first-tap")});var main=document.querySelector("#root>:not([hidden]) [data-first]"),paint=function(a){var html=firstFrame(location.pathname,frame,a,formatMinor,slugify);if(html&&main&&main.isConnected)main.innerHTML=html};if(/[?&](balance|q)=/.test(location.search))return;paint({});var stored=null;try{stored=JSON.parse(localStorage.getItem("session")||"null")}catch(e){}if(stored){if(stored.token&&isHistoryPath(location.pathname,plan)){var range=defaultRange(),body=historyBody(range),at=location.pathname.split("/")[1]||"en",early=window.__firstAnswers={};early[body]=fetch(plan.historyUrl,{method:"POST",headers:{"content-type":"application/json","accept-language":at,"x-locale":at,authorization:"Bearer "+stored.token},body:body}).then(function(r){return r.ok?r.json():null});window.__firstPaint=early[body].then(function(h){paint({history:h,historyRange:range,currency:stored.customer&&stored.customer.currency})}).catch(function(){})}return}var path=location.pathname,lang=path.split("/")[1]||"en",answers=window.__firstAnswers={},ask=function(url,body){return fetch(url,body?{method:"POST",headers:{"content-type":"application/json","accept-language":lang,"x-locale":lang},body:body}:{headers:{"accept-language":lang,"x-locale":lang}}).then(function(r){return r.ok?r.json():null})},paints=[];firstRequests(path,plan).forEach(function(r){if(r.url){answers[r.url]=ask(r.url);paints.push(r.blog?answers[r.url].then(function(c){var u=blogListUrl(lang,1,c&&c.region);answers[u]=ask(u);return answers[u]}).then(function(b){paint({blog:b})}):answers[r.url].then(function(p){paint({promotions:p})}));return}answers[r.body]=ask("/data/v1/query",r.body);if(r.game)paints.push(answers[r.body].then(function(g){paint({game:g})}));if(r.tiles)paints.push(Promise.all([answers[r.body],answers[JSON.stringify({query:plan.categoriesQuery})]]).then(function(a){paint({games:a[0],categories:a[1]});firstTiles(path,{games:a[0],categories:a[1]},${FIRST_TILES}).forEach(function(src,i){var l=document.createElement("link");l.rel="preload";l.as="image";l.href=src;if(i<2)l.fetchPriority="high";document.head.appendChild(l)});return Promise.all([].slice.call(main?main.querySelectorAll('img[fetchpriority="high"]'):[]).map(function(i){return i.complete?0:new Promise(function(d){i.addEventListener("load",d);i.addEventListener("error",d)})}))}))});if(paints.length)window.__firstPaint=Promise.all(paints.map(function(p){return p.catch(function(){})}))})(${JSON.stringify(FIRST_PLAN)},${firstRequests.toString()},${firstTiles.toString()},${JSON.stringify(FRAME_PLAN)},${firstFrame.toString()},${blogListUrl.toString()},${isHistoryPath.toString()},${historyBody.toString()},${defaultRange.toString()},${formatMinor.toString()},${slugify.toString()})</script>`;
        return out.replace("</body>", `${first}\n  ${loader}\n  </body>`);
      },
    },
  };
}

/**
 * Every module the entry imports statically, in one chunk ("app") beside the entry's own. Rolldown merges such
 * shared modules into the entry only while no module uses top-level await, and main.tsx and i18n/account-texts.ts
 * do: left alone it split them into ~35 chunks of a few hundred bytes, each one more modulepreload link for
 * index.html's loader to add and one more module for the browser to fetch, compile and link on a phone's slow
 * main thread. Modules only lazy pages and dialogs import stay in their chunks.
 */
const ENTRY = fileURLToPath(new URL("./src/main.tsx", import.meta.url));
/** The entry's static imports, read from the module graph on the first call of each build (appChunk). */
let entryImports: Set<string> | undefined;
const appChunkGraph: Plugin = {
  name: "casino:app-chunk",
  apply: "build",
  buildStart() {
    entryImports = undefined;
  },
};
function appChunk(id: string, ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) {
  if (!entryImports) {
    entryImports = new Set();
    const visit = (m: string) => {
      for (const i of ctx.getModuleInfo(m)?.importedIds ?? [])
        if (!entryImports!.has(i)) {
          entryImports!.add(i);
          visit(i);
        }
    };
    visit(ENTRY);
    entryImports.delete(ENTRY);
  }
  return entryImports.has(id) && !id.endsWith(".css") ? "app" : null;
}

const api = process.env.API_URL ?? "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [react(), tailwindcss(), paintFirst(), routesManifest(), appChunkGraph],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: appChunk }] } } },
  },
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
