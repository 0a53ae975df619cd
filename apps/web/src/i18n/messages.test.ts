import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";

/** The texts of the parts some pages load on their own (index.ts `parts`), one folder each. */
const PARTS = ["account"];
const read = (folder: string, l: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, folder, `${l}.json`), "utf8")) as Record<string, unknown>;
/** A language's texts: the messages every page loads, and the parts. */
const load = (l: string) => Object.assign(read("messages", l), ...PARTS.map((p) => read(p, l))) as Record<string, unknown>;

function keys(obj: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === "object" ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe("interface languages", () => {
  const en = keys(load("en")).sort();

  it("has a message file for each of the nine languages and no other, and one for each in every part", () => {
    for (const folder of ["messages", ...PARTS]) {
      const files = readdirSync(join(import.meta.dirname, folder))
        .filter((f) => f.endsWith(".json"))
        .map((f) => f.replace(".json", ""));
      expect(files.sort(), folder).toEqual([...LOCALES].sort());
    }
  });

  it("puts each top-level group of texts in one file only", () => {
    for (const locale of LOCALES) {
      const groups = ["messages", ...PARTS].flatMap((folder) => Object.keys(read(folder, locale)));
      expect(groups.length, locale).toBe(new Set(groups).size);
    }
  });

  it("addresses the player formally in German (Sie, Ihr), never with du, dein or dich", () => {
    const de = load("de");
    const informal = /\b(du|dich|dir|dein|deine|deinem|deinen|deiner|deines|hast|bist|kannst|musst|möchtest|wirst)\b/i;
    const found = keys(de).filter((k) => {
      const v = k.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], de);
      return typeof v === "string" && informal.test(v);
    });
    expect(found).toEqual([]);
  });

  for (const locale of LOCALES.filter((l) => l !== "en")) {
    it(`${locale} has every English key, and only those, each non-empty`, () => {
      const messages = load(locale);
      expect(keys(messages).sort()).toEqual(en);
      for (const k of en) {
        const v = k.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], messages);
        expect(typeof v === "string" && v.trim().length > 0, `${locale}: ${k}`).toBe(true);
      }
    });
  }
});
