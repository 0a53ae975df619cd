import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const api = process.env.API_URL ?? "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false },
  // `vite` dev server proxies the api's root paths.
  server: {
    port: 5173,
    proxy: Object.fromEntries(
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
      ].map((p) => [p, api]),
    ),
  },
});
