import "./styles.css";
import { ApiError, sessionApi } from "./core/api.js";
import { h } from "./core/dom.js";
import { setLanguage, t } from "./core/i18n.js";
import { type GameClient, mountShell } from "./core/shell.js";
import { baccaratClient } from "./games/baccarat.js";
import { blackjackClient } from "./games/blackjack.js";
import { kenoClient } from "./games/keno.js";
import { rouletteClient } from "./games/roulette.js";
import { scratchClient } from "./games/scratch.js";
import { slotClient } from "./games/slot.js";

/** Game clients by family; each renders into the shell's stage and controls. */
const CLIENTS: Record<string, () => GameClient> = {
  slot: slotClient,
  roulette: rouletteClient,
  blackjack: blackjackClient,
  baccarat: baccaratClient,
  keno: kenoClient,
  scratch: scratchClient,
  "live-roulette": () => rouletteClient({ live: true }),
};

const boot = JSON.parse(document.getElementById("boot")?.textContent ?? "{}") as {
  sessionId: string | null;
  language: string;
  family: string | null;
};
setLanguage(boot.language || "en");
const root = document.getElementById("app")!;

function fatal(text: string) {
  root.replaceChildren(h("div", { class: "fatal", role: "alert" }, h("p", {}, text)));
}

async function start() {
  root.replaceChildren(h("div", { class: "loading" }, h("div", { class: "spinner", "aria-hidden": "true" }), t("loading")));
  // The session key arrives in the URL fragment; keep it for reloads of this tab, then drop it from the address bar.
  const storageKey = `studio.key.${boot.sessionId}`;
  let key = location.hash.slice(1);
  try {
    if (key) sessionStorage.setItem(storageKey, key);
    else key = sessionStorage.getItem(storageKey) ?? "";
  } catch {}
  if (!boot.sessionId || !key) return fatal(t("gameNotFound"));
  const api = sessionApi(boot.sessionId, key);
  try {
    const state = await api.state();
    setLanguage(state.session.language);
    document.body.classList.add(`platform-${state.session.platform}`, `family-${state.game.family}`);
    const make = CLIENTS[state.game.family];
    if (!make) return fatal(t("gameNotFound"));
    mountShell(root, state, api, make());
  } catch (err) {
    if (err instanceof ApiError && (err.code === "SESSION_EXPIRED" || err.code === "FORBIDDEN_TO_CHANGE_ALREADY_SET_PLAYER"))
      return fatal(t("sessionExpired"));
    if (err instanceof ApiError && err.code === "PLAYER_IS_INVALID") return fatal(t("playerBlocked"));
    if (err instanceof ApiError && err.status === 401) return fatal(t("gameNotFound"));
    if (err instanceof ApiError && err.code === "WALLET_UNAVAILABLE") return fatal(t("walletUnavailable"));
    fatal(t("genericError"));
  }
}

void start();
