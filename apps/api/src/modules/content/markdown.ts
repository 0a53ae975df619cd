import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * Markdown of the operator's texts (static pages, blog posts) through `marked`,
 * then through `sanitize-html` with a short allow-list: whatever a text holds
 * (raw HTML, script tags, event handlers, javascript: links), only these tags
 * and attributes reach a page.
 */
const marked = new Marked({ gfm: true, breaks: false, async: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "del",
    "blockquote",
    "code",
    "pre",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href", "title", "rel", "target"], img: ["src", "alt", "title", "width", "height", "loading"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) =>
      /^https?:/i.test(attribs.href ?? "")
        ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" } }
        : { tagName, attribs },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
  },
};

/** Safe HTML of untrusted or operator-written Markdown. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(marked.parse(source) as string, SANITIZE).trim();
}

/** Plain text as HTML: everything escaped, newlines as line breaks (support messages, spec §5). */
export function plainTextHtml(text: string): string {
  const escaped = text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
  return escaped.replace(/\r?\n/g, "<br>");
}

/** Splits `---\nkey: value\n---\nbody` into its fields and body. */
export function readFrontMatter(source: string): { fields: Record<string, string>; body: string } {
  const m = source.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/);
  if (!m) return { fields: {}, body: source };
  const fields: Record<string, string> = {};
  for (const line of m[1]!.split(/\r?\n/)) {
    const kv = line.match(/^([A-Za-z_]+):\s*(.*)$/);
    if (kv) fields[kv[1]!] = kv[2]!.trim();
  }
  return { fields, body: m[2]! };
}
