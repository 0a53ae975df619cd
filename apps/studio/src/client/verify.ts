import "./styles.css";
import { h } from "./core/dom.js";
import { setLanguage, t } from "./core/i18n.js";

/** The public verifier: recomputes a settled round from its revealed server seed. */
const boot = JSON.parse(document.getElementById("boot")?.textContent ?? "{}") as { roundId: string | null; language: string };
setLanguage(boot.language || "en");
const root = document.getElementById("app")!;
root.style.display = "block";
root.style.overflow = "auto";

const field = (name: string, label: string, value = "", area = false) =>
  h(
    "label",
    { class: "vf" },
    h("span", {}, label),
    area ? h("textarea", { name, rows: 4 }, value) : h("input", { name, value, autocomplete: "off", spellcheck: "false" }),
  );

const out = h("pre", { class: "seed verify-out", "aria-live": "polite", "data-testid": "verify-result" });
const byRound = h(
  "form",
  { class: "verify-form" },
  field("roundId", t("roundId"), boot.roundId ?? ""),
  h("button", { class: "btn primary", type: "submit" }, t("verify")),
);
const byHand = h(
  "form",
  { class: "verify-form" },
  field("gameId", t("gameId"), "european-roulette"),
  field("serverSeed", t("serverSeed")),
  field("clientSeed", t("clientSeed")),
  field("nonce", "Nonce", "0"),
  field("bet", t("betJson"), '{"bets":[{"type":"red","amount":100}]}', true),
  h("button", { class: "btn primary", type: "submit" }, t("verify")),
);

async function verify(body: Record<string, unknown>) {
  out.textContent = t("loading");
  const res = await fetch("/api/verify", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) {
    out.className = "seed verify-out bad";
    out.textContent = json.message ?? t("genericError");
    return;
  }
  out.className = `seed verify-out ${json.matches === false ? "bad" : "good"}`;
  const verdict = json.matches === undefined ? "" : json.matches ? `${t("verifyMatch")}\n\n` : `${t("verifyMismatch")}\n\n`;
  out.textContent = verdict + JSON.stringify(json, null, 2);
}

byRound.addEventListener("submit", (e) => {
  e.preventDefault();
  byRound.after(out);
  const roundId = String(new FormData(byRound).get("roundId") ?? "").trim();
  if (roundId) void verify({ roundId });
});
byHand.addEventListener("submit", (e) => {
  e.preventDefault();
  byHand.after(out);
  const f = new FormData(byHand);
  let bet: unknown;
  try {
    bet = JSON.parse(String(f.get("bet")));
  } catch {
    out.textContent = t("invalidBet");
    return;
  }
  void verify({
    gameId: String(f.get("gameId")).trim(),
    serverSeed: String(f.get("serverSeed")).trim(),
    clientSeed: String(f.get("clientSeed")),
    nonce: Number(f.get("nonce")),
    bet,
  });
});

const style = document.createElement("style");
style.textContent = `.verify{max-width:760px;margin:0 auto;padding:1rem}.verify-form{display:grid;gap:.6rem;margin:1rem 0;padding:1rem;border:1px solid var(--line);border-radius:12px;background:#0006}
.vf{display:grid;gap:.2rem}.vf span{font-size:.8rem;color:var(--muted)}.vf input,.vf textarea{padding:.5rem;border-radius:8px;border:1px solid var(--line);background:#0008;color:var(--text);font:inherit;font-family:ui-monospace,monospace}
.verify-out{white-space:pre-wrap;max-height:none}.verify-out.good{border:1px solid #43a047}.verify-out.bad{border:1px solid #e53935}`;
document.head.append(style);
root.replaceChildren(
  h(
    "div",
    { class: "verify" },
    h("h1", {}, t("fairness")),
    h("p", { class: "muted" }, t("fairnessHelp")),
    byRound,
    out,
    h("h2", {}, t("seeds")),
    byHand,
  ),
);
if (boot.roundId) void verify({ roundId: boot.roundId });
