import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import en from "./en.json";

const src = fileURLToPath(new URL("..", import.meta.url));
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? files(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !e.name.endsWith(".test.ts")
        ? [join(dir, e.name)]
        : [],
  );
const has = (key: string) => {
  let node: unknown = en;
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node === "string" && node.length > 0) return true;
  // plural forms: key_one / key_other
  const parent = key
    .split(".")
    .slice(0, -1)
    .reduce<unknown>((n, p) => (n as Record<string, unknown>)?.[p], en) as Record<string, string>;
  const last = key.split(".").at(-1)!;
  return Boolean(parent?.[`${last}_one`] && parent?.[`${last}_other`]);
};

it("every text key the back office uses exists in English", () => {
  const used = new Set<string>();
  for (const f of files(src)) {
    const text = readFileSync(f, "utf8");
    for (const m of text.matchAll(/\bt\("([a-zA-Z]+\.[\w.]+)"/g)) used.add(m[1]!);
    for (const m of text.matchAll(/i18nKey="([\w.]+)"/g)) used.add(m[1]!);
    for (const m of text.matchAll(/label: "([a-z]+\.[\w.]+)"/g)) used.add(m[1]!);
  }
  expect(used.size).toBeGreaterThan(50);
  expect([...used].filter((k) => !has(k))).toEqual([]);
  for (const s of ["active", "disabled", "locked"]) expect(has(`operators.${s}`)).toBe(true);
});
