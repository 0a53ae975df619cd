import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const api = process.env.CASINO_URL ?? "http://127.0.0.1:3000";

export default defineConfig({
  root: "src/app",
  base: "/",
  plugins: [react(), tailwindcss()],
  // No inline module-preload polyfill: the back office's CSP allows scripts from its origin only.
  build: { outDir: "../../dist", emptyOutDir: true, modulePreload: { polyfill: false } },
  // `vite` dev server: the operator calls go to the api as the back office server forwards them.
  server: { port: 5174, proxy: { "/operator/v1": api } },
});
