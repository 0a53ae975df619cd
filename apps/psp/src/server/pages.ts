import type { PaymentRow } from "./repository.js";

/** Server-rendered pages of the sandbox PSP: plain HTML, one stylesheet, fit for a phone. */
export const esc = (v: unknown) =>
  String(v ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const EXP: Record<string, number> = { BTC: 8, LTC: 8, BCH: 8, USDT: 8, ETH: 8, USDC: 8 };

export function money(minor: bigint | number | null, currency: string | null): string {
  if (minor === null || !currency) return "—";
  const e = EXP[currency] ?? 2;
  const v = BigInt(minor);
  const neg = v < 0n;
  const s = (neg ? -v : v).toString().padStart(e + 1, "0");
  const whole = s.slice(0, -e).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${neg ? "-" : ""}${whole}.${s.slice(-e)} ${currency}`;
}

const CSS = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f6;color:#1c2333}
header{background:#18223a;color:#fff;padding:12px 20px;display:flex;align-items:center;gap:10px}
header b{font-size:18px;letter-spacing:.5px}header .tag{font-size:12px;background:#f5b301;color:#18223a;border-radius:4px;padding:1px 6px;font-weight:700}
main{max-width:460px;margin:24px auto;padding:0 16px}main.wide{max-width:1100px}
.card{background:#fff;border-radius:14px;box-shadow:0 2px 12px rgba(20,30,60,.08);padding:22px;margin-bottom:16px}
h1{font-size:20px;margin:0 0 6px}p{margin:8px 0}.muted{color:#5d6780;font-size:14px}
.amount{font-size:28px;font-weight:700;margin:4px 0 14px}
label{display:block;font-size:14px;font-weight:600;margin:12px 0 4px}
input,select{width:100%;font:inherit;padding:11px 12px;border:1px solid #c8cfdc;border-radius:9px;background:#fff}
input:focus,select:focus{outline:3px solid #9cc1ff;border-color:#3a78f2}
.row{display:flex;gap:12px}.row>*{flex:1}
button,.btn{display:inline-block;width:100%;font:inherit;font-weight:700;padding:12px 16px;border:0;border-radius:10px;cursor:pointer;text-align:center;text-decoration:none;margin-top:14px}
.primary{background:#2f6fed;color:#fff}.primary:hover{background:#245bd0}
.danger{background:#fff;color:#b42318;border:1px solid #f0b8b2}.danger:hover{background:#fff3f1}
.ok{background:#12875a;color:#fff}
.err{background:#fff3f1;border:1px solid #f0b8b2;color:#8f1d14;border-radius:9px;padding:10px 12px;margin:10px 0}
.note{background:#f3f6fb;border-radius:9px;padding:10px 12px;font-size:14px;color:#3d4760}
code,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;word-break:break-all}
.pill{display:inline-block;border-radius:99px;padding:2px 10px;font-size:12px;font-weight:700}
.SUCCEEDED{background:#dcf5e8;color:#0b6b45}.DECLINED,.FAILED,.CANCELLED{background:#fde5e2;color:#8f1d14}
.PENDING,.REQUIRES_ACTION{background:#fff2cc;color:#7a5600}
table{width:100%;border-collapse:collapse;font-size:14px}th,td{text-align:left;padding:9px 8px;border-bottom:1px solid #e6e9f0;vertical-align:top}
th{font-size:12px;text-transform:uppercase;color:#5d6780}td form{display:inline}td button{width:auto;margin:0 4px 0 0;padding:6px 12px}
.progress{height:10px;background:#e6e9f0;border-radius:99px;overflow:hidden}.progress>div{height:100%;background:#2f6fed}
@media (max-width:700px){table.list thead{display:none}table.list tr{display:block;border-bottom:1px solid #e6e9f0;padding:8px 0}
table.list td{display:flex;justify-content:space-between;border:0;padding:3px 4px}table.list td::before{content:attr(data-h);font-weight:600;color:#5d6780}}
`;

export function layout(title: string, body: string, opts: { wide?: boolean; refreshSeconds?: number; redirect?: string } = {}) {
  const meta = opts.redirect
    ? `<meta http-equiv="refresh" content="2;url=${esc(opts.redirect)}">`
    : opts.refreshSeconds
      ? `<meta http-equiv="refresh" content="${opts.refreshSeconds}">`
      : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} · SandPay</title>${meta}<style>${CSS}</style></head>
<body><header><b>SandPay</b><span class="tag">SANDBOX</span></header><main${opts.wide ? ' class="wide"' : ""}>${body}</main></body></html>`;
}

/** Who is paid (the merchant's descriptor), how much, and the merchant's reference in small print. */
const summary = (p: PaymentRow) => {
  const merchant = typeof p.details.descriptor === "string" ? p.details.descriptor : null;
  return `<p class="muted">Payment to ${merchant ? `<b data-merchant>${esc(merchant)}</b>` : "the merchant"}</p><div class="amount">${esc(money(p.amount, p.currency))}</div><p class="muted">Reference <code>${esc(p.reference.slice(0, 8))}</code></p>`;
};

export function cardPage(p: PaymentRow, error?: string, values: Record<string, string> = {}) {
  return layout(
    "Pay by card",
    `<div class="card"><h1>Pay by card</h1>${summary(p)}
${error ? `<div class="err" role="alert">${esc(error)}</div>` : ""}
<form method="post" action="/pay/${esc(p.id)}/card" autocomplete="on">
<label for="number">Card number</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" maxlength="23" required value="${esc(values.number)}">
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12/30" maxlength="7" required value="${esc(values.expiry)}"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required${error ? ' aria-describedby="cvc-again"' : ""}>${error ? '<p class="muted" id="cvc-again">For your security the CVC is never kept: type it again.</p>' : ""}</div></div>
<label for="holder">Name on card</label><input id="holder" name="holder" autocomplete="cc-name" required value="${esc(values.holder)}">
<button class="primary" type="submit">Pay ${esc(money(p.amount, p.currency))}</button>
</form>
<form method="post" action="/pay/${esc(p.id)}/cancel"><button class="danger" type="submit">Cancel and return</button></form></div>
<div class="card note"><b>Test cards</b><br>4242 4242 4242 4242 — approved<br>4000 0000 0000 0002 — declined<br>4000 0000 0000 3220 — 3-D Secure challenge<br>Any future expiry, any 3-digit CVC.</div>`,
  );
}

export function threeDsPage(p: PaymentRow) {
  return layout(
    "3-D Secure",
    `<div class="card"><h1>Confirm it is you</h1><p class="muted">Your bank asks you to approve this payment (3-D Secure).</p>${summary(p)}
<p>Card ${esc(p.details.brand)} •••• ${esc(p.details.last4)}</p>
<form method="post" action="/pay/${esc(p.id)}/3ds"><input type="hidden" name="decision" value="approve"><button class="primary" type="submit">Approve payment</button></form>
<form method="post" action="/pay/${esc(p.id)}/3ds"><input type="hidden" name="decision" value="deny"><button class="danger" type="submit">Deny</button></form></div>`,
  );
}

export function walletPage(p: PaymentRow, action: string, title: string) {
  return layout(
    title,
    `<div class="card"><h1>${esc(title)}</h1>${summary(p)}
<p class="muted">Signed in as ${esc(p.customer.email ?? "sandbox payer")}. Balance: plenty.</p>
<form method="post" action="${esc(action)}"><input type="hidden" name="decision" value="approve"><button class="primary" type="submit">Approve</button></form>
<form method="post" action="${esc(action)}"><input type="hidden" name="decision" value="deny"><button class="danger" type="submit">Deny</button></form></div>`,
  );
}

export function cryptoPage(p: PaymentRow, required: number, coins: string, uri: string) {
  const seen = Boolean(p.seen_at);
  const pct = Math.round((p.confirmations / required) * 100);
  return layout(
    "Crypto invoice",
    `<div class="card"><h1>Send ${esc(p.pay_currency)}</h1>${summary(p)}
<p>Send exactly <b class="mono">${esc(coins)} ${esc(p.pay_currency)}</b> to</p><p class="note mono">${esc(p.details.address)}</p>
<p class="muted">Rate: 1 ${esc(p.pay_currency)} = ${esc(p.details.rate)} ${esc(p.currency)}</p>
${
  seen
    ? `<p>Transaction seen. Confirmations: <b>${p.confirmations} / ${required}</b></p><div class="progress" aria-label="confirmations"><div style="width:${pct}%"></div></div><p class="muted">This page refreshes itself.</p>`
    : `<a class="btn primary" href="${esc(uri)}">Open in wallet</a>
<form method="post" action="/pay/${esc(p.id)}/crypto/send"><button class="ok" type="submit">Sandbox: send from test wallet</button></form>`
}</div>`,
    { refreshSeconds: seen ? 3 : undefined },
  );
}

export function sciPage(p: PaymentRow) {
  return walletPage(p, `/pay/${p.id}/sci`, "SandPay checkout");
}

export function sciAutoPostHtml(url: string, params: Record<string, string>) {
  const inputs = Object.entries(params)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join("");
  return `<form id="sci" method="post" action="${esc(url)}">${inputs}<noscript><button type="submit">Continue to payment</button></noscript></form><script>document.getElementById("sci").submit()</script>`;
}

export function resultPage(p: PaymentRow, back: string | null) {
  const ok = p.status === "SUCCEEDED";
  const pending = p.status === "PENDING" || p.status === "REQUIRES_ACTION";
  const title = ok ? "Payment approved" : pending ? "Payment in progress" : "Payment not completed";
  return layout(
    title,
    `<div class="card"><h1>${esc(title)}</h1>${summary(p)}<p><span class="pill ${esc(p.status)}">${esc(p.status)}</span>${p.reason ? ` <span class="muted">${esc(p.reason)}</span>` : ""}</p>
${back ? `<p class="muted">Returning you to the merchant…</p><a class="btn primary" href="${esc(back)}">Return to the merchant</a>` : ""}</div>`,
    back ? { redirect: back } : {},
  );
}

export function errorPage(status: number, message: string) {
  return layout(
    "Error",
    `<div class="card"><h1>Something is wrong</h1><div class="err" role="alert">${esc(message)}</div><p class="muted">HTTP ${status}</p></div>`,
  );
}

export function dashboardPage(rows: PaymentRow[], webhooks: Map<string, string>) {
  const tr = rows
    .map((p) => {
      const open = p.status === "PENDING" || p.status === "REQUIRES_ACTION";
      const actions = open
        ? `<form method="post" action="/dashboard/payments/${esc(p.id)}/confirm"><button class="ok" type="submit">Confirm</button></form><form method="post" action="/dashboard/payments/${esc(p.id)}/fail"><button class="danger" type="submit">Fail</button></form>`
        : "";
      return `<tr data-payment="${esc(p.id)}"><td data-h="Created">${esc(p.created_at.toISOString().replace("T", " ").slice(0, 19))}</td>
<td data-h="Payment" class="mono">${esc(p.id)}</td><td data-h="Type">${esc(p.direction)} · ${esc(p.method)}</td>
<td data-h="Amount">${esc(money(p.amount, p.currency))}${p.pay_amount !== null ? `<br><span class="muted">${esc(money(p.pay_amount, p.pay_currency))}</span>` : ""}</td>
<td data-h="Status"><span class="pill ${esc(p.status)}">${esc(p.status)}</span>${p.step ? ` <span class="muted">${esc(p.step)}</span>` : ""}${p.reason ? `<br><span class="muted">${esc(p.reason)}</span>` : ""}</td>
<td data-h="Webhook">${esc(webhooks.get(p.id) ?? "—")}</td><td data-h="Actions">${actions}</td></tr>`;
    })
    .join("");
  return layout(
    "Dashboard",
    `<div class="card"><h1>Payments</h1><p class="muted">Sandbox dashboard: confirm or fail what is pending (bank transfers, crypto, payouts). Newest first. <a href="/dashboard">Refresh</a></p>
<table class="list"><thead><tr><th>Created</th><th>Payment</th><th>Type</th><th>Amount</th><th>Status</th><th>Webhook</th><th></th></tr></thead>
<tbody>${tr || '<tr><td colspan="7" class="muted">No payments yet.</td></tr>'}</tbody></table></div>`,
    { wide: true },
  );
}
