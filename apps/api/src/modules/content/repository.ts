import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** apps/api/content/<lang>/<page>.md and <lang>/seo.json: the operator's texts. */
export const CONTENT_DIR = fileURLToPath(new URL("../../../content", import.meta.url));

/** Reads one content file; null when it does not exist. */
export function contentFiles(dir = CONTENT_DIR) {
  const read = async (lang: string, file: string) => {
    try {
      return await readFile(join(dir, lang, file), "utf8");
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw err;
    }
  };
  return {
    page: (lang: string, page: string) => read(lang, `${page}.md`),
    seo: (lang: string) => read(lang, "seo.json"),
  };
}
