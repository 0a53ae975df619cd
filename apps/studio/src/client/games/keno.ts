import type { RoundResult } from "../core/api.js";
import { stakeLevels, stakePicker } from "../core/bet.js";
import { h, sleep } from "../core/dom.js";
import { t } from "../core/i18n.js";
import { icon } from "../core/icons.js";
import type { GameClient, GameContext } from "../core/shell.js";
import { sound } from "../core/sound.js";

interface Outcome {
  picks: number[];
  drawn: number[];
  hits: number[];
  totalStake: number;
  totalWin: number;
}

/** A keno title's paytable as the session sends it: picks → hits → tenths of the stake. */
type Paytables = Record<string, Record<string, number>>;

/** The game's own paytable and pick range (each keno title has its own). */
export function kenoTable(model: Record<string, unknown>): { paytables: Paytables; min: number; max: number } {
  const paytables = (model.paytables ?? {}) as Paytables;
  const picks = Object.keys(paytables)
    .map(Number)
    .sort((a, b) => a - b);
  return { paytables, min: picks[0] ?? 1, max: picks[picks.length - 1] ?? 10 };
}

/** Keno: pick numbers of 80, twenty balls are drawn one by one, the game's paytable follows the pick count. */
export function kenoClient(): GameClient {
  return {
    mount(ctx: GameContext) {
      const { limits } = ctx.state;
      const { paytables, min: MIN_PICKS, max: MAX_PICKS } = kenoTable(ctx.state.game.model);
      const picks = new Set<number>();
      const cells: HTMLButtonElement[] = [];
      const board = h("div", {
        class: "keno-board",
        role: "group",
        "aria-label": t("pickNumbers", { min: MIN_PICKS, max: MAX_PICKS }),
      });
      for (let n = 1; n <= 80; n++) {
        const c = h(
          "button",
          { class: "keno-cell", type: "button", "data-lock": "1", "aria-pressed": "false" },
          String(n),
        ) as HTMLButtonElement;
        c.addEventListener("click", () => toggle(n));
        cells.push(c);
        board.append(c);
      }
      const pays = h("div", { class: "keno-pays" });
      const counter = h("div", { class: "status", "aria-live": "polite" });
      ctx.stage.append(h("div", { class: "keno" }, h("div", { class: "keno-main" }, counter, board), pays));
      const picker = stakePicker({
        levels: stakeLevels(limits.minBet, limits.maxBet, limits.stakeStep),
        format: ctx.money,
        storageKey: `studio.stake.${ctx.state.game.id}.${ctx.state.session.currency}`,
        onChange: () => renderPays(),
      });
      const playBtn = h(
        "button",
        { class: "btn spin", type: "button", "data-lock": "1", "data-testid": "spin" },
        t("draw"),
      ) as HTMLButtonElement;
      const tool = (label: string, content: Node | string, fn: () => void) => {
        const b = h(
          "button",
          { class: "btn small", type: "button", "data-lock": "1", "aria-label": label, title: label },
          content,
        );
        b.addEventListener("click", fn);
        return b;
      };
      ctx.controls.append(
        h(
          "div",
          { class: "tools-row" },
          tool(t("quickPick"), t("quickPick"), () => quickPick()),
          tool(t("clear"), icon("trash"), () => {
            picks.clear();
            clearDraw();
            render();
          }),
        ),
        picker.el,
        playBtn,
        ctx.autoplayButton(() => play()),
      );
      playBtn.addEventListener("click", () => void play());

      function toggle(n: number) {
        if (ctx.isBusy()) return;
        clearDraw();
        if (picks.has(n)) picks.delete(n);
        else if (picks.size < MAX_PICKS) picks.add(n);
        sound.click();
        render();
      }
      function quickPick() {
        picks.clear();
        clearDraw();
        const count = Math.max(MIN_PICKS, 5) + Math.floor(Math.random() * (MAX_PICKS - Math.max(MIN_PICKS, 5) + 1));
        while (picks.size < count) picks.add(1 + Math.floor(Math.random() * 80));
        sound.chip();
        render();
      }
      function clearDraw() {
        for (const c of cells) c.classList.remove("drawn", "hit");
      }
      function render() {
        cells.forEach((c, i) => {
          const on = picks.has(i + 1);
          c.classList.toggle("picked", on);
          c.setAttribute("aria-pressed", String(on));
        });
        counter.textContent =
          picks.size < MIN_PICKS
            ? `${t("picked", { n: picks.size, max: MAX_PICKS })} · ${t("pickAtLeast", { n: MIN_PICKS })}`
            : t("picked", { n: picks.size, max: MAX_PICKS });
        playBtn.disabled = ctx.isBusy() || picks.size < MIN_PICKS;
        renderPays();
      }
      function renderPays(hits = -1) {
        const table = paytables[String(picks.size)];
        if (!table) {
          pays.replaceChildren(h("p", { class: "muted" }, t("pickNumbers", { min: MIN_PICKS, max: MAX_PICKS })));
          return;
        }
        const stake = picker.value();
        const rows = Object.entries(table)
          .map(([k, p]) => [Number(k), p] as const)
          .sort((a, b) => b[0] - a[0])
          .map(([k, p]) =>
            h("tr", { class: k === hits ? "hit" : "" }, h("td", {}, `${k}`), h("td", {}, ctx.money((stake * p) / 10))),
          );
        pays.replaceChildren(
          h("table", { class: "pays-table" }, h("tr", {}, h("th", {}, t("hits")), h("th", {}, t("win"))), ...rows),
        );
      }

      async function play(): Promise<boolean> {
        if (ctx.isBusy() || picks.size < MIN_PICKS) return false;
        const stake = picker.value();
        ctx.busy(true);
        if (!(await ctx.stakeAllowed(stake))) {
          ctx.busy(false);
          return false;
        }
        clearDraw();
        let res: RoundResult<Outcome>;
        try {
          ctx.setBalance(ctx.balance() - stake);
          res = await ctx.api.play<Outcome>({ stake, picks: [...picks] });
        } catch (err) {
          ctx.setBalance(ctx.balance() + stake);
          ctx.busy(false);
          render();
          return ctx.fail(err);
        }
        const fast = document.querySelector("[data-testid=autoplay][aria-pressed=true]") !== null;
        let hits = 0;
        for (const n of res.outcome.drawn) {
          const c = cells[n - 1]!;
          c.classList.add("drawn");
          if (picks.has(n)) {
            c.classList.add("hit");
            hits++;
            sound.chip();
          } else sound.tick();
          counter.textContent = `${t("hits")}: ${hits}`;
          await sleep(fast ? 40 : 110);
        }
        renderPays(hits);
        if (res.win > 0) {
          counter.textContent = `${t("hits")}: ${hits} · ${t("win")} ${ctx.money(res.win)}`;
          sound.win(res.win >= stake * 10);
        } else sound.lose();
        ctx.settled(res);
        await sleep(fast ? 400 : 200);
        ctx.busy(false);
        playBtn.disabled = picks.size < MIN_PICKS;
        return true;
      }

      render();
    },

    describe(outcome) {
      const o = outcome as Outcome;
      return `${o.hits.length}/${o.picks.length}`;
    },
  };
}
