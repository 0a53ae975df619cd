const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

interface Shown {
  channel: string;
  to: string;
  locale: string;
  template: string;
  subject: string | null;
  text: string;
  link: string | null;
  code: string | null;
  status: string;
  error: string | null;
  createdAt: string;
}

/** A plain page listing the newest messages with their links and codes. */
export function outboxPage(brand: string, messages: Shown[]): string {
  const rows = messages
    .map(
      (m) => `<article class="msg">
  <header><span class="ch">${m.channel === "email" ? "E-mail" : "SMS"}</span> to <b>${esc(m.to)}</b>
    <span class="meta">${esc(m.createdAt)} · ${esc(m.locale)} · ${esc(m.template)} · ${esc(m.status)}${m.error ? ` (${esc(m.error)})` : ""}</span></header>
  ${m.subject ? `<h2>${esc(m.subject)}</h2>` : ""}
  ${m.code ? `<p>Code: <code class="code">${esc(m.code)}</code></p>` : ""}
  ${m.link ? `<p>Link: <a href="${esc(m.link)}">${esc(m.link)}</a></p>` : ""}
  <pre>${esc(m.text)}</pre>
</article>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(brand)} · outbox</title>
<style>
body{font-family:system-ui,sans-serif;background:#111;color:#eee;margin:0;padding:1rem;max-width:60rem}
a{color:#f5c542}.msg{border:1px solid #333;border-radius:.5rem;padding:.75rem 1rem;margin:.75rem 0;background:#1a1a1a}
.ch{background:#f5c542;color:#111;border-radius:.25rem;padding:0 .4rem;font-weight:600}.meta{color:#aaa;font-size:.85em;margin-left:.5rem}
h2{font-size:1.05rem;margin:.5rem 0}pre{white-space:pre-wrap;color:#ccc}.code{font-size:1.3em;letter-spacing:.1em}
</style></head>
<body><h1>${esc(brand)} outbox</h1>
<p>E-mails and SMS the casino sent (newest first). Development only.</p>
${rows || "<p>No messages yet.</p>"}
</body></html>`;
}
