import type { RoundResult } from "../core/api.js";
import { chipLabel, chipPicker, chipValues } from "../core/bet.js";
import { h, sleep } from "../core/dom.js";
import { t } from "../core/i18n.js";
import { icon } from "../core/icons.js";
import { settlement } from "../core/labels.js";
import type { GameClient, GameContext } from "../core/shell.js";
import { sound } from "../core/sound.js";
import { cardEl } from "./cards.js";

type Side = "player" | "banker" | "tie";
interface Outcome {
  player: string[];
  banker: string[];
  playerTotal: number;
  bankerTotal: number;
  winner: Side;
  wins: Record<Side, number>;
  totalStake: number;
  totalWin: number;
}

const SIDES: Side[] = ["player", "tie", "banker"];

/** Punto banco: chips on player, banker or tie; the coup is dealt card by card by the standard tableau. */
export function baccaratClient(): GameClient {
  return {
    mount(ctx: GameContext) {
      const { limits } = ctx.state;
      const chips = chipPicker(chipValues(limits.minBet, limits.maxBet, limits.stakeStep), chipLabel(ctx.money), ctx.money);
      let bets: Record<Side, number> = { player: 0, banker: 0, tie: 0 };
      let last: Record<Side, number> | null = null;
      const spots = new Map<Side, HTMLElement>();
      const amounts = new Map<Side, HTMLElement>();
      const playerRow = h("div", { class: "hand" });
      const bankerRow = h("div", { class: "hand" });
      const playerTotal = h("div", { class: "hand-total" });
      const bankerTotal = h("div", { class: "hand-total" });
      const message = h("div", { class: "status", "aria-live": "assertive" }, t("placeBets"));
      const road = h("div", { class: "recent", "aria-label": t("history") });
      const board = h("div", { class: "bac-spots" });
      for (const side of SIDES) {
        const amount = h("span", { class: "spot-amount" });
        const spot = h(
          "button",
          { class: `bac-spot ${side}`, type: "button", "data-lock": "1", "data-side": side },
          h("strong", {}, t(side)),
          h("span", { class: "muted small" }, side === "tie" ? "8:1" : side === "banker" ? "0.95:1" : "1:1"),
          amount,
        );
        spot.addEventListener("click", () => place(side));
        spots.set(side, spot);
        amounts.set(side, amount);
        board.append(spot);
      }
      ctx.stage.append(
        h(
          "div",
          { class: "felt baccarat" },
          road,
          h(
            "div",
            { class: "bac-hands" },
            h("div", { class: "seat" }, h("div", { class: "seat-label" }, t("player")), playerRow, playerTotal),
            h("div", { class: "seat" }, h("div", { class: "seat-label" }, t("banker")), bankerRow, bankerTotal),
          ),
          message,
          board,
        ),
      );
      const total = h("output", { class: "stake-value", "data-testid": "stake" });
      const dealBtn = h(
        "button",
        { class: "btn spin", type: "button", "data-lock": "1", "data-testid": "spin" },
        t("deal"),
      ) as HTMLButtonElement;
      const tool = (name: Parameters<typeof icon>[0], label: string, fn: () => void) => {
        const b = h(
          "button",
          { class: "icon-btn", type: "button", "data-lock": "1", "aria-label": label, title: label },
          icon(name),
        );
        b.addEventListener("click", fn);
        return b;
      };
      ctx.controls.append(
        chips.el,
        h(
          "div",
          { class: "tools-row" },
          tool("trash", t("clear"), () => {
            bets = { player: 0, banker: 0, tie: 0 };
            renderBets();
          }),
          tool("repeat", t("repeat"), () => {
            if (last) bets = { ...last };
            renderBets();
          }),
          h("div", { class: "stake-picker" }, h("span", { class: "label" }, t("totalBet")), total),
        ),
        dealBtn,
        ctx.autoplayButton(async () => {
          if (!sum() && last) bets = { ...last };
          return deal();
        }),
      );
      dealBtn.addEventListener("click", () => void deal());

      const sum = () => bets.player + bets.banker + bets.tie;
      function place(side: Side) {
        if (ctx.isBusy()) return;
        if (sum() + chips.value() > limits.maxBet) {
          ctx.toast(t("betOutOfLimits", { min: ctx.money(limits.minBet), max: ctx.money(limits.maxBet) }), "error");
          return;
        }
        bets[side] += chips.value();
        sound.chip();
        renderBets();
      }
      function renderBets() {
        for (const side of SIDES) amounts.get(side)!.textContent = bets[side] ? ctx.money(bets[side]) : "";
        total.textContent = ctx.money(sum());
        dealBtn.disabled = ctx.isBusy() || sum() === 0;
      }
      const recent = (ctx.state.history as { outcome: Outcome }[]).map((r) => r.outcome.winner).slice(0, 16);
      function renderRoad() {
        road.replaceChildren(...recent.slice(0, 16).map((w) => h("span", { class: `pill ${w}` }, t(w).slice(0, 1))));
      }
      renderRoad();
      renderBets();

      async function deal(): Promise<boolean> {
        if (ctx.isBusy() || !sum()) return false;
        const stake = sum();
        if (stake < limits.minBet) {
          ctx.toast(t("betOutOfLimits", { min: ctx.money(limits.minBet), max: ctx.money(limits.maxBet) }), "error");
          return false;
        }
        ctx.busy(true);
        if (!(await ctx.stakeAllowed(stake))) {
          ctx.busy(false);
          return false;
        }
        playerRow.replaceChildren();
        bankerRow.replaceChildren();
        playerTotal.textContent = "";
        bankerTotal.textContent = "";
        for (const s of spots.values()) s.classList.remove("won");
        message.textContent = t("noMoreBets");
        let res: RoundResult<Outcome>;
        try {
          ctx.setBalance(ctx.balance() - stake);
          res = await ctx.api.play<Outcome>({ ...bets });
        } catch (err) {
          ctx.setBalance(ctx.balance() + stake);
          ctx.busy(false);
          renderBets();
          message.textContent = t("placeBets");
          return ctx.fail(err);
        }
        const o = res.outcome;
        // Deal order: player, banker, player, banker, then third cards.
        const order: [HTMLElement, string][] = [
          [playerRow, o.player[0]!],
          [bankerRow, o.banker[0]!],
          [playerRow, o.player[1]!],
          [bankerRow, o.banker[1]!],
        ];
        if (o.player[2]) order.push([playerRow, o.player[2]]);
        if (o.banker[2]) order.push([bankerRow, o.banker[2]]);
        for (const [row, card] of order) {
          row.append(cardEl(card));
          sound.card();
          await sleep(380);
        }
        playerTotal.textContent = String(o.playerTotal);
        bankerTotal.textContent = String(o.bankerTotal);
        spots.get(o.winner)!.classList.add("won");
        // A tie returns the player and banker stakes: that reads as the stake returned, not a win.
        const ended = settlement(res.stake, res.win);
        message.textContent =
          ended === "win"
            ? `${t(o.winner)} · ${t("win")} ${ctx.money(res.win)}`
            : ended === "push"
              ? `${t(o.winner)} · ${t("stakeReturned")}`
              : t(o.winner);
        if (ended === "win") sound.win(res.win >= stake * 5);
        else if (ended === "loss") sound.lose();
        recent.unshift(o.winner);
        renderRoad();
        ctx.settled(res);
        last = { ...bets };
        bets = { player: 0, banker: 0, tie: 0 };
        await sleep(700);
        ctx.busy(false);
        renderBets();
        return true;
      }
    },

    describe(outcome) {
      const o = outcome as Outcome;
      return `${t(o.winner)} ${o.playerTotal}:${o.bankerTotal}`;
    },
  };
}
