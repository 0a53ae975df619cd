import { ApiError, type FairnessInfo, type GameState, type HistoryItem, type RoundResult, type SessionApi } from "./api.js";
import { countUp, h } from "./dom.js";
import { type Key, language, t } from "./i18n.js";
import { icon } from "./icons.js";
import { settlement, settlementLabel } from "./labels.js";
import { formatMoney } from "./money.js";
import { parentFrame } from "./parent.js";
import { localRules } from "./rules.js";
import { sound } from "./sound.js";

/** What a game family's client gets from the shell around it. */
export interface GameContext {
  state: GameState;
  api: SessionApi;
  stage: HTMLElement;
  controls: HTMLElement;
  money(minor: number): string;
  balance(): number;
  setBalance(balance: number): void;
  /** After a settled round: balance, last win, history and nonce move on. */
  settled(result: RoundResult): void;
  /**
   * Before a stake: false (and the player told why) when it is over the max bet of the active bonus, so the
   * game says so instead of sending it. The casino is asked again first, in case the bonus has ended.
   */
  stakeAllowed(stake: number): Promise<boolean>;
  /** Shows an error the way a player understands it; returns true when play may go on. */
  fail(err: unknown): boolean;
  toast(text: string, kind?: "info" | "win" | "error"): void;
  /** Autoplay button: runs `round` up to the chosen count while it returns true. */
  autoplayButton(round: () => Promise<boolean>): HTMLElement;
  /** Sets the busy state (buttons disabled while a round runs). */
  busy(on: boolean): void;
  isBusy(): boolean;
}

export interface GameClient {
  mount(ctx: GameContext): void;
  /** Game-specific sections of the info screen (paytable…). */
  info?(ctx: GameContext): HTMLElement[];
  /** A few words about a past round for the history list. */
  describe?(outcome: unknown, ctx: GameContext): string;
  /** The word for a round that gave the stake back (blackjack's "Push"); "Stake returned" when absent. */
  pushKey?(outcome: unknown): Key;
}

const ERRORS: Record<string, Key> = {
  INSUFFICIENT_FUNDS: "insufficientFunds",
  SESSION_EXPIRED: "sessionExpired",
  SESSION_CLOSED: "sessionClosed",
  SESSION_NOT_FOUND: "gameNotFound",
  WALLET_UNAVAILABLE: "walletUnavailable",
  LIMIT_REACHED: "limitReached",
  BONUS_MAX_BET_EXCEEDED: "bonusMaxBet",
  PLAYER_BLOCKED: "playerBlocked",
  INVALID_BET: "invalidBet",
  ROUND_IN_PROGRESS: "roundInProgress",
  // Games spec §8 codes the studio answers.
  INVALID_PLAY_REQUEST: "invalidBet",
  PLAY_TRANSACTION_RECORD_RESULT_FAILED: "roundNotRecorded",
  PLAYER_IS_INVALID: "playerBlocked",
  FORBIDDEN_TO_CHANGE_ALREADY_SET_PLAYER: "sessionExpired",
};
const FATAL = new Set([
  "SESSION_EXPIRED",
  "SESSION_CLOSED",
  "SESSION_NOT_FOUND",
  "PLAYER_BLOCKED",
  "PLAYER_IS_INVALID",
  "FORBIDDEN_TO_CHANGE_ALREADY_SET_PLAYER",
]);

export function mountShell(root: HTMLElement, state: GameState, api: SessionApi, client: GameClient) {
  const { session, game } = state;
  const money = (minor: number) => formatMoney(minor, session.currency, session.exponent);
  let balance = state.balance;
  let history: HistoryItem[] = state.history;
  let fairness: FairnessInfo = state.fairness;
  let busyNow = false;
  let autoplayStop: (() => void) | null = null;

  document.documentElement.style.setProperty("--primary", game.theme.primary);
  document.documentElement.style.setProperty("--secondary", game.theme.secondary);
  document.documentElement.style.setProperty("--accent", game.theme.accent);
  document.title = game.name;

  const balanceValue = h("strong", { class: "balance-value", "data-testid": "balance" }, money(balance));
  const lastWin = h("strong", { class: "win-value", "data-testid": "last-win" }, money(0));
  const muteBtn = h("button", { class: "icon-btn", type: "button", onclick: () => toggleMute() });
  const toasts = h("div", { class: "toasts", role: "status", "aria-live": "polite" });
  const stage = h("main", { class: "stage", "aria-label": game.name });
  const controls = h("section", { class: "controls", "aria-label": t("bet") });

  function toggleMute() {
    sound.setMuted(!sound.isMuted());
    renderMute();
  }
  function renderMute() {
    const m = sound.isMuted();
    muteBtn.replaceChildren(icon(m ? "soundOff" : "soundOn"));
    muteBtn.setAttribute("aria-label", m ? t("soundOff") : t("soundOn"));
    muteBtn.setAttribute("aria-pressed", String(m));
    muteBtn.title = m ? t("soundOff") : t("soundOn");
  }
  renderMute();

  const lobby = () => {
    // Inside the casino's game frame the casino page navigates; opened alone, the page goes to the lobby itself.
    if (window.parent !== window) return parentFrame.goToLobby();
    if (session.lobbyUrl) location.href = session.lobbyUrl;
  };

  const header = h(
    "header",
    { class: "topbar" },
    h("button", { class: "icon-btn", type: "button", onclick: lobby, "aria-label": t("lobby"), title: t("lobby") }, icon("home")),
    h(
      "div",
      { class: "title" },
      h("span", { class: "title-name" }, game.name),
      session.mode === "fun" ? h("span", { class: "badge" }, t("demo")) : null,
    ),
    h(
      "div",
      { class: "meters" },
      h("div", { class: "meter" }, h("span", {}, session.mode === "fun" ? t("funBalance") : t("balance")), balanceValue),
      h("div", { class: "meter" }, h("span", {}, t("lastWin")), lastWin),
    ),
    h(
      "nav",
      { class: "tools" },
      h(
        "button",
        {
          class: "icon-btn",
          type: "button",
          onclick: () => openHistory(),
          "aria-label": t("history"),
          title: t("history"),
          "data-testid": "history-button",
        },
        icon("clock"),
      ),
      h(
        "button",
        {
          class: "icon-btn",
          type: "button",
          onclick: () => openFairness(),
          "aria-label": t("fairness"),
          title: t("fairness"),
          "data-testid": "fairness-button",
        },
        icon("shield"),
      ),
      h(
        "button",
        {
          class: "icon-btn",
          type: "button",
          onclick: () => openInfo(),
          "aria-label": t("info"),
          title: t("info"),
          "data-testid": "info-button",
        },
        icon("info"),
      ),
      muteBtn,
    ),
  );
  root.replaceChildren(header, stage, controls, toasts);

  // The same words again (a tap repeated on a refused bet) keep one toast on screen a while longer, not a stack.
  const shown = new Map<string, { el: HTMLElement; timers: ReturnType<typeof setTimeout>[] }>();
  function toast(text: string, kind: "info" | "win" | "error" = "info") {
    const id = `${kind}|${text}`;
    const prior = shown.get(id);
    for (const timer of prior?.timers ?? []) clearTimeout(timer);
    const el = prior?.el ?? h("div", { class: `toast ${kind}` }, text);
    el.classList.remove("out");
    if (!prior) toasts.append(el);
    shown.set(id, {
      el,
      timers: [
        setTimeout(() => el.classList.add("out"), 3200),
        setTimeout(() => {
          el.remove();
          shown.delete(id);
        }, 3700),
      ],
    });
  }

  function setBalance(b: number) {
    const from = balance;
    balance = b;
    countUp(balanceValue, from, b, 500, money);
    parentFrame.balance(b, session.currency);
  }

  let bonusMaxBet = state.bonusMaxBet ?? null;
  async function stakeAllowed(stake: number): Promise<boolean> {
    if (bonusMaxBet === null || stake <= bonusMaxBet) return true;
    try {
      bonusMaxBet = (await api.state()).bonusMaxBet ?? null;
    } catch {
      // the casino's own check refuses the stake all the same
      return true;
    }
    if (bonusMaxBet === null || stake <= bonusMaxBet) return true;
    autoplayStop?.();
    toast(t("bonusMaxBet"), "error");
    return false;
  }

  function fail(err: unknown): boolean {
    autoplayStop?.();
    if (err instanceof ApiError) {
      if (err.code === "INSUFFICIENT_FUNDS") {
        // Real money: the casino page takes the player to its deposit page. Fun money: offer a fresh fun balance.
        if (session.mode === "real") parentFrame.goToDeposit();
        depositNotice();
        return true;
      }
      if (err.code === "LIMIT_REACHED") {
        limitNotice();
        return true;
      }
      if (err.code === "BET_OUT_OF_LIMITS") {
        toast(t("betOutOfLimits", { min: money(Number(err.body.minBet)), max: money(Number(err.body.maxBet)) }), "error");
        return true;
      }
      const key = ERRORS[err.code];
      if (FATAL.has(err.code)) {
        fatal(t(key ?? "genericError"));
        return false;
      }
      toast(key ? t(key) : t("genericError"), "error");
      return true;
    }
    toast(t("genericError"), "error");
    return true;
  }

  /** A button of a notice: it closes the notice, then does its thing. */
  interface NoticeAction {
    label: string;
    testId?: string;
    run(): void;
  }

  /** A dialog saying `text`, with its actions first and Close last. */
  function notice(title: string, text: HTMLElement, actions: NoticeAction[], onClose?: () => void) {
    const buttons = actions.map((a) =>
      h(
        "button",
        {
          class: "btn primary",
          type: "button",
          "data-testid": a.testId,
          onclick: () => {
            d.close();
            a.run();
          },
        },
        a.label,
      ),
    );
    const close = h("button", { class: "btn", type: "button", onclick: () => d.close() }, t("close"));
    const d = dialog(title, [text, h("div", { class: "dialog-actions" }, ...buttons, close)], onClose);
  }

  // A bet a responsible-gaming limit refused: said once (a repeated tap finds it open) with the way to the limits.
  let limitOpen = false;
  function limitNotice() {
    if (limitOpen) return;
    limitOpen = true;
    // The limits are the casino's page: only a game inside the casino's frame can lead there.
    const inCasino = session.mode === "real" && window.parent !== window;
    notice(
      t("limitTitle"),
      h("p", { "data-testid": "limit-reached-text" }, t("limitReached")),
      inCasino ? [{ label: t("myLimits"), testId: "limit-reached-limits", run: () => parentFrame.goToLimits() }] : [],
      () => {
        limitOpen = false;
      },
    );
  }

  function depositNotice() {
    if (session.mode === "fun") return void funNotice();
    const deposit: NoticeAction = {
      label: t("deposit"),
      run: () => {
        parentFrame.goToDeposit();
        if (session.depositUrl && window.top === window) location.href = session.depositUrl;
      },
    };
    notice(t("deposit"), h("p", {}, t("insufficientFunds")), [deposit]);
  }

  /**
   * Fun money short for a stake: a refill is offered once the fun balance (as the studio has it now) no longer
   * covers the smallest bet, as the studio allows; until then the player lowers the stake.
   */
  async function funNotice() {
    const now = await api.state().then(
      (s) => s.balance,
      () => balance,
    );
    if (now !== balance) setBalance(now);
    const topUp: NoticeAction = {
      label: t("funTopUp"),
      testId: "fun-top-up",
      run: async () => {
        try {
          setBalance((await api.topUpFun()).balance);
        } catch (err) {
          fail(err);
        }
      },
    };
    notice(t("funBalance"), h("p", {}, t("insufficientFunds")), now < state.limits.minBet ? [topUp] : []);
  }

  function fatal(text: string) {
    busy(true);
    root.append(
      h(
        "div",
        { class: "fatal", role: "alert" },
        h("p", {}, text),
        h("button", { class: "btn", type: "button", onclick: lobby }, t("lobby")),
      ),
    );
  }

  function busy(on: boolean) {
    busyNow = on;
    root.classList.toggle("busy", on);
    for (const b of controls.querySelectorAll<HTMLButtonElement>("button[data-lock]")) b.disabled = on;
  }

  function settled(result: RoundResult) {
    setBalance(result.balance);
    countUp(lastWin, 0, result.win, 600, money);
    fairness = { ...fairness, nonce: Math.max(fairness.nonce, result.nonce + 1) };
    void api.history().then((r) => {
      history = r.rounds;
      renderHistoryInto?.(history);
    });
  }

  let renderHistoryInto: ((items: HistoryItem[]) => void) | null = null;

  function openHistory() {
    const list = h("ol", { class: "history" });
    const render = (items: HistoryItem[]) => {
      list.replaceChildren(
        ...(items.length
          ? items.map((r) => {
              const ended = settlement(r.stake, r.win);
              return h(
                "li",
                { class: ended === "win" ? "won" : ended, "data-testid": "history-round", "data-result": ended },
                h("span", { class: "h-time" }, new Date(r.at).toLocaleTimeString()),
                h("span", { class: "h-desc" }, client.describe?.(r.outcome, ctx) ?? ""),
                h("span", { class: "h-stake" }, money(r.stake)),
                h(
                  "span",
                  { class: "h-win" },
                  money(r.win),
                  h(
                    "small",
                    { class: "h-outcome", "data-testid": "history-outcome" },
                    settlementLabel(r.stake, r.win, client.pushKey?.(r.outcome)),
                  ),
                ),
                h(
                  "a",
                  {
                    href: verifyUrl(r.roundId),
                    target: "_blank",
                    rel: "noopener",
                    class: "h-verify",
                    "data-testid": "history-verify",
                  },
                  t("verify"),
                ),
              );
            })
          : [h("li", { class: "empty" }, t("noRounds"))]),
      );
    };
    render(history);
    renderHistoryInto = render;
    const head = h(
      "div",
      { class: "history-head" },
      h("span", { class: "h-time" }, t("time")),
      h("span", { class: "h-desc" }, t("result")),
      h("span", { class: "h-stake" }, t("stake")),
      h("span", { class: "h-win" }, t("win")),
      h("span", { class: "h-verify" }),
    );
    dialog(t("history"), [head, list], () => {
      renderHistoryInto = null;
    });
  }

  function verifyUrl(roundId: string) {
    return `/verify?round=${encodeURIComponent(roundId)}&lang=${encodeURIComponent(session.language)}`;
  }

  function openFairness() {
    const body = h("div", { class: "fairness" });
    const live = game.family === "live-roulette";
    const render = () => {
      const input = h("input", {
        type: "text",
        value: fairness.clientSeed,
        maxlength: 64,
        "aria-label": t("clientSeed"),
        "data-testid": "client-seed",
      }) as HTMLInputElement;
      body.replaceChildren(
        h("p", { class: "muted" }, t("fairnessHelp")),
        h("label", {}, t("serverSeedHash")),
        h("code", { class: "seed", "data-testid": "server-seed-hash" }, fairness.serverSeedHash),
        h("label", {}, t("clientSeed")),
        live
          ? h("code", { class: "seed" }, fairness.clientSeed)
          : h(
              "form",
              {
                class: "row",
                onsubmit: async (e: Event) => {
                  e.preventDefault();
                  try {
                    fairness = await api.setClientSeed(input.value.trim());
                    toast(t("seedSaved"));
                    render();
                  } catch (err) {
                    if (err instanceof ApiError && err.code === "INVALID_CLIENT_SEED") toast(err.message, "error");
                    else fail(err);
                  }
                },
              },
              input,
              h("button", { class: "btn", type: "submit" }, t("save")),
            ),
        h("label", {}, t("nonce")),
        h("code", { class: "seed", "data-testid": "nonce" }, String(fairness.nonce)),
        live
          ? h("p", { class: "muted small" }, t("tableSeeds"))
          : h(
              "button",
              {
                class: "btn wide",
                type: "button",
                "data-testid": "rotate-seed",
                onclick: async () => {
                  try {
                    fairness = await api.rotateSeed();
                    const r = await api.history();
                    history = r.rounds;
                    render();
                  } catch (err) {
                    fail(err);
                  }
                },
              },
              t("rotateSeed"),
            ),
        ...(fairness.previous
          ? [
              h(
                "div",
                { class: "previous" },
                h("h3", {}, t("previousPair")),
                h("label", {}, t("serverSeed")),
                h("code", { class: "seed", "data-testid": "revealed-seed" }, fairness.previous.serverSeed),
                h("label", {}, t("serverSeedHash")),
                h("code", { class: "seed" }, fairness.previous.serverSeedHash),
                h("label", {}, t("clientSeed")),
                h("code", { class: "seed" }, fairness.previous.clientSeed),
                h("label", {}, t("roundsPlayed")),
                h("code", { class: "seed" }, String(fairness.previous.rounds)),
                history[0]?.verifiable
                  ? h(
                      "a",
                      { class: "btn wide", href: verifyUrl(history[0].roundId), target: "_blank", rel: "noopener" },
                      t("verify"),
                    )
                  : null,
              ),
            ]
          : []),
      );
    };
    render();
    dialog(t("fairness"), [body]);
  }

  function openInfo() {
    const pct = (v: number) => `${(v * 100).toFixed(2)}%`;
    const sections = [
      h(
        "dl",
        { class: "facts" },
        h("dt", {}, t("rtp")),
        h("dd", { "data-testid": "rtp" }, pct(game.rtp)),
        h("dt", {}, t("volatility")),
        h("dd", {}, t(game.volatility)),
        h("dt", {}, t("betLimits")),
        h("dd", {}, `${money(state.limits.minBet)} – ${money(state.limits.maxBet)}`),
        h("dt", {}, t("maxWin")),
        h("dd", {}, `×${game.maxWinMultiplier.toLocaleString(language())}`),
      ),
      ...(client.info?.(ctx) ?? []),
      h("h3", {}, t("rules")),
      h("ul", { class: "rules" }, ...localRules(state).map((r) => h("li", {}, r))),
      h(
        "details",
        { class: "model-rules", lang: "en" },
        h("summary", {}, "Math model (English)"),
        h("ul", { class: "rules" }, ...game.rules.map((r) => h("li", {}, r))),
      ),
      h("p", { class: "muted small" }, game.rtpMethod),
    ];
    dialog(t("info"), sections);
  }

  function autoplayButton(round: () => Promise<boolean>): HTMLElement {
    const btn = h(
      "button",
      { class: "btn autoplay", type: "button", "aria-pressed": "false", "data-testid": "autoplay" },
      t("autoplay"),
    ) as HTMLButtonElement;
    if (!state.autoplay.allowed) {
      btn.hidden = true;
      return btn;
    }
    let running = false;
    const stop = () => {
      running = false;
      autoplayStop = null;
      btn.textContent = t("autoplay");
      btn.setAttribute("aria-pressed", "false");
    };
    const start = async (count: number) => {
      running = true;
      autoplayStop = stop;
      btn.setAttribute("aria-pressed", "true");
      for (let left = count; running && left > 0; left--) {
        btn.textContent = `${t("stopAutoplay")} (${left})`;
        const ok = await round();
        if (!ok) break;
      }
      stop();
    };
    btn.addEventListener("click", () => {
      if (running) return stop();
      const choices = [10, 25, 50, 100].filter((n) => n <= state.autoplay.maxRounds);
      const d = dialog(t("autoplay"), [
        h("p", {}, t("autoplayRounds")),
        h(
          "div",
          { class: "choices" },
          ...choices.map((n) =>
            h(
              "button",
              {
                class: "btn",
                type: "button",
                onclick: () => {
                  d.close();
                  void start(n);
                },
              },
              String(n),
            ),
          ),
        ),
      ]);
    });
    return btn;
  }

  const ctx: GameContext = {
    state,
    api,
    stage,
    controls,
    money,
    balance: () => balance,
    setBalance,
    settled,
    stakeAllowed,
    fail,
    toast,
    autoplayButton,
    busy,
    isBusy: () => busyNow,
  };
  client.mount(ctx);
  parentFrame.balance(balance, session.currency);
  if (session.closed) fatal(t("sessionClosed"));
  return ctx;
}

/** A modal dialog: labelled, focus moved inside, closed by Escape, the ✕ button or a click outside. */
export function dialog(title: string, content: HTMLElement[], onClose?: () => void) {
  const titleId = `d${Math.random().toString(36).slice(2)}`;
  const closeBtn = h("button", { class: "icon-btn close", type: "button", "aria-label": t("close") }, icon("close"));
  const box = h(
    "div",
    { class: "dialog", role: "dialog", "aria-modal": "true", "aria-labelledby": titleId },
    h("div", { class: "dialog-head" }, h("h2", { id: titleId }, title), closeBtn),
    h("div", { class: "dialog-body" }, ...content),
  );
  const backdrop = h("div", { class: "backdrop" }, box);
  const previous = document.activeElement as HTMLElement | null;
  const close = () => {
    backdrop.remove();
    document.removeEventListener("keydown", onKey);
    onClose?.();
    previous?.focus?.();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === "Escape") close();
  };
  closeBtn.addEventListener("click", close);
  backdrop.addEventListener("click", (e) => {
    if (e.target === backdrop) close();
  });
  document.addEventListener("keydown", onKey);
  document.body.append(backdrop);
  closeBtn.focus();
  return { close };
}
