import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const CLIENT_DIR = fileURLToPath(new URL("../../client", import.meta.url));

export interface Bundle {
  js: string;
  css: string;
}

/**
 * The game clients, bundled by esbuild from src/client when first asked for
 * and kept in memory: no build step before the studio starts.
 */
export function clientBundles() {
  const cache = new Map<string, Promise<Bundle>>();
  return {
    get(entry: "play" | "verify"): Promise<Bundle> {
      let b = cache.get(entry);
      if (!b) {
        b = bundle(`${CLIENT_DIR}/${entry}.ts`);
        cache.set(entry, b);
        b.catch(() => cache.delete(entry));
      }
      return b;
    },
  };
}

async function bundle(entry: string): Promise<Bundle> {
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: "esm",
    target: "es2020",
    minify: true,
    outdir: "/out",
    loader: { ".css": "css" },
    logLevel: "silent",
  });
  const js = out.outputFiles.find((f) => f.path.endsWith(".js"))?.text ?? "";
  const css = out.outputFiles.find((f) => f.path.endsWith(".css"))?.text ?? "";
  return { js, css };
}
