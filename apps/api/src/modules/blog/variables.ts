/**
 * Per-region variables of blog posts: `{{name}}` or `{{name|default}}`. The
 * region's value wins, then the value for every region, then the default
 * written in the post, then nothing.
 */
const VARIABLE = /\{\{\s*([A-Za-z][A-Za-z0-9_]{0,39})\s*(?:\|([^}]{0,200}))?\}\}/g;

export function substitute(text: string, values: Record<string, string>): string {
  return text.replace(VARIABLE, (_m, name: string, fallback: string | undefined) => values[name] ?? fallback?.trim() ?? "");
}
