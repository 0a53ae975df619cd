import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";

const dir = join(import.meta.dirname, "messages");
const load = (l: string) => JSON.parse(readFileSync(join(dir, `${l}.json`), "utf8")) as Record<string, unknown>;

function keys(obj: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === "object" ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe("interface languages", () => {
  const en = keys(load("en")).sort();

  it("has a message file for each of the nine languages and no other", () => {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => f.replace(".json", ""));
    expect(files.sort()).toEqual([...LOCALES].sort());
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
