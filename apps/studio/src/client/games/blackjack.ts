import type { RoundResult } from "../core/api.js";
import { stakeLevels, stakePicker } from "../core/bet.js";
import { h, sleep } from "../core/dom.js";
import { type Key, t } from "../core/i18n.js";
import { settlement } from "../core/labels.js";
import type { GameClient, GameContext } from "../core/shell.js";
import { sound } from "../core/sound.js";
import { cardEl } from "./cards.js";

type Action = "hit" | "stand" | "double" | "split" | "insurance" | "no-insurance";
interface Hand {
  cards: string[];
  stake: number;
  doubled: boolean;
  done: boolean;
  result?: "blackjack" | "win" | "push" | "lose" | "bust";
  win?: number;
  total: number;
  soft: boolean;
}
interface View {
  phase: "insurance" | "player" | "settled";
  dealer: (string | null)[];
  dealerTotal: number | null;
  hands: Hand[];
  active: number;
  insurance: number | null;
  insuranceWin: number;
  actions: Action[];
  totalStake: number;
  totalWin: number;
}

const ACTION_KEYS: Record<Action, Key> = {
  hit: "hit",
  stand: "stand",
  double: "doubleDown",
  split: "split",
  insurance: "insurance",
  "no-insurance": "noInsurance",
};
const RESULT_KEYS: Record<NonNullable<Hand["result"]>, Key> = {
  blackjack: "blackjack",
  win: "win",
  push: "push",
  lose: "lose",
  bust: "bust",
};

/** Blackjack: deal, then hit, stand, double, split and insurance; an open round survives a reload. */
export function blackjackClient(): GameClient {
  return {
    mount(ctx: GameContext) {
      const { limits } = ctx.state;
      const dealerRow = h("div", { class: "hand dealer" });
      const dealerTotal = h("div", { class: "hand-total" });
      const handsRow = h("div", { class: "hands" });
      const message = h("div", { class: "status", "aria-live": "assertive", "data-testid": "round-message" }, t("placeBets"));
      ctx.stage.append(
        h(
          "div",
          { class: "felt" },
          h("div", { class: "seat" }, h("div", { class: "seat-label" }, t("dealer")), dealerRow, dealerTotal),
          h("div", { class: "felt-rules" }, t("blackjackPays")),
          message,
          handsRow,
        ),
      );
      const picker = stakePicker({
        levels: stakeLevels(limits.minBet, limits.maxBet, limits.stakeStep),
        format: ctx.money,
        storageKey: `studio.stake.${ctx.state.game.id}.${ctx.state.session.currency}`,
      });
      const dealBtn = h(
        "button",
        { class: "btn spin", type: "button", "data-lock": "1", "data-testid": "spin" },
        t("deal"),
      ) as HTMLButtonElement;
      const actionsRow = h("div", { class: "actions" });
      ctx.controls.append(picker.el, dealBtn, actionsRow);
      dealBtn.addEventListener("click", () => void deal());

      let shown = { dealer: 0, hands: [] as number[] };
      let view: View | null = null;

      function render(v: View, animate: boolean) {
        const dealerCards = v.dealer.map((c, i) => cardEl(c, animate && i >= shown.dealer ? (i - shown.dealer) * 180 : 0));
        if (!animate) for (const c of dealerCards) c.style.animation = "none";
        dealerRow.replaceChildren(...dealerCards);
        dealerTotal.textContent = v.dealerTotal !== null ? String(v.dealerTotal) : "";
        handsRow.replaceChildren(
          ...v.hands.map((hand, i) => {
            const before = shown.hands[i] ?? 0;
            const cards = hand.cards.map((c, k) => {
              const el = cardEl(c, animate && k >= before ? (k - before) * 180 : 0);
              if (!animate || k < before) el.style.animation = "none";
              return el;
            });
            const label = hand.result
              ? t(RESULT_KEYS[hand.result])
              : `${hand.soft && hand.total < 21 ? `${hand.total - 10}/` : ""}${hand.total}`;
            return h(
              "div",
              { class: `seat${v.phase === "player" && i === v.active ? " active" : ""}${hand.result ? ` ${hand.result}` : ""}` },
              h("div", { class: "hand" }, ...cards),
              h("div", { class: "hand-total" }, label),
              h("div", { class: "hand-stake" }, `${ctx.money(hand.stake)}${hand.doubled ? " ×2" : ""}`),
            );
          }),
        );
        shown = { dealer: v.dealer.length, hands: v.hands.map((x) => x.cards.length) };
        view = v;
        actionsRow.replaceChildren(
          ...v.actions.map((a) => {
            const b = h(
              "button",
              { class: `btn action ${a}`, type: "button", "data-lock": "1", "data-action": a },
              t(ACTION_KEYS[a]),
            ) as HTMLButtonElement;
            b.addEventListener("click", () => void act(a));
            return b;
          }),
        );
        const playing = v.phase !== "settled";
        dealBtn.hidden = playing;
        picker.el.hidden = playing;
        if (v.phase === "insurance") message.textContent = t("insuranceOffer");
        else if (v.phase === "player") message.textContent = "";
      }

      async function finish(res: RoundResult<View>) {
        const v = res.outcome;
        await sleep(200 + 180 * Math.max(0, v.dealer.length - 2));
        const ended = settlement(res.stake, res.win);
        if (ended === "win") {
          message.textContent = `${t("win")} ${ctx.money(res.win)}`;
          sound.win(res.win >= res.stake * 2.5);
        } else if (ended === "push") {
          // The stake comes back: a push, never a win.
          message.textContent = v.hands.every((x) => x.result === "push") ? t("push") : t("stakeReturned");
        } else {
          message.textContent = t("lose");
          sound.lose();
        }
        ctx.settled(res);
      }

      async function deal() {
        if (ctx.isBusy()) return;
        ctx.busy(true);
        const stake = picker.value();
        if (!(await ctx.stakeAllowed(stake))) {
          ctx.busy(false);
          return;
        }
        shown = { dealer: 0, hands: [] };
        try {
          ctx.setBalance(ctx.balance() - stake);
          const res = await ctx.api.play<View>({ stake });
          sound.card();
          render(res.outcome, true);
          if (res.settled) await finish(res);
          else ctx.setBalance(res.balance);
        } catch (err) {
          ctx.setBalance(ctx.balance() + stake);
          ctx.fail(err);
        }
        ctx.busy(false);
      }

      async function act(a: Action) {
        if (ctx.isBusy()) return;
        ctx.busy(true);
        // Double, split and insurance are bets of their own (the game's costOf): each within the bonus's max bet.
        const hand = view?.hands[view.active];
        const extra =
          a === "insurance" ? (view?.hands[0]?.stake ?? 0) / 2 : a === "double" || a === "split" ? (hand?.stake ?? 0) : 0;
        if (extra > 0 && !(await ctx.stakeAllowed(extra))) {
          ctx.busy(false);
          return;
        }
        try {
          const res = await ctx.api.act<View>(a);
          sound.card();
          render(res.outcome, true);
          if (res.settled) await finish(res);
          else ctx.setBalance(res.balance);
        } catch (err) {
          ctx.fail(err);
        }
        ctx.busy(false);
      }

      const open = ctx.state.openRound;
      if (open) {
        render(open.outcome as View, false);
      } else {
        render(
          {
            phase: "settled",
            dealer: [],
            dealerTotal: null,
            hands: [],
            active: 0,
            insurance: null,
            insuranceWin: 0,
            actions: [],
            totalStake: 0,
            totalWin: 0,
          },
          false,
        );
      }
    },

    pushKey(outcome) {
      return (outcome as View).hands.every((x) => x.result === "push") ? "push" : "stakeReturned";
    },

    describe(outcome) {
      const v = outcome as View;
      return `${v.dealerTotal ?? ""} · ${v.hands.map((x) => x.total).join("/")}`;
    },
  };
}
