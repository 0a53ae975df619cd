/**
 * The player site's route table as its build writes it (dist/routes.json): the
 * server answers a page path no route matches with HTTP 404 (accounts spec §2),
 * the same page still rendering the site's 404 screen.
 */
export interface WebRoutes {
  locales: string[];
  patterns: string[];
}

function matches(pattern: string[], path: string[]): boolean {
  const [head, ...rest] = pattern;
  if (head === undefined) return path.length === 0;
  if (head === "*") return true;
  if (head.startsWith(":") && head.endsWith("?")) {
    return matches(rest, path) || (path.length > 0 && matches(rest, path.slice(1)));
  }
  const first = path[0];
  if (first === undefined) return false;
  if (head.startsWith(":")) return matches(rest, path.slice(1));
  return head.toLowerCase() === first.toLowerCase() && matches(rest, path.slice(1));
}

/**
 * True when the path is under a known language and no route of the site takes it. A path without a
 * language (or with an unknown one) is left to the site, which redirects it.
 */
export function isUnknownPage(routes: WebRoutes, url: string): boolean {
  const segments = (url.split(/[?#]/, 1)[0] ?? "").split("/").filter(Boolean);
  const [lang, ...rest] = segments;
  if (!lang || !routes.locales.includes(lang)) return false;
  return !routes.patterns.some((p) => matches(p.split("/").filter(Boolean), rest));
}
