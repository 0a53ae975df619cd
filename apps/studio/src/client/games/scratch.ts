import type { RoundResult } from "../core/api.js";
import { stakeLevels, stakePicker } from "../core/bet.js";
import { h, sleep } from "../core/dom.js";
import { t } from "../core/i18n.js";
import type { GameClient, GameContext } from "../core/shell.js";
import { sound } from "../core/sound.js";
import { symbolSvg } from "./symbols.js";

interface Outcome {
  cells: string[];
  tier: number;
  multiplier: number;
  winningCells: number[];
  totalStake: number;
  totalWin: number;
}

/** The card's prize table as the session sends it (each scratch title has its own): symbol and prize × the stake. */
export function scratchPrizes(model: Record<string, unknown>): [string, number][] {
  const table = (model.paytable ?? []) as { symbol: string; multiplier: number }[];
  return table.map((tier) => [tier.symbol, tier.multiplier]);
}

const art = (id: string, i: number) => symbolSvg({ id, name: id, kind: "regular" }, i);

/** A scratch card: buy a ticket, scratch the nine cells with a finger or the mouse (or reveal all); three alike win. */
export function scratchClient(): GameClient {
  return {
    mount(ctx: GameContext) {
      const { limits } = ctx.state;
      const PRIZES = scratchPrizes(ctx.state.game.model);
      const grid = h("div", { class: "scratch-grid" });
      const message = h("div", { class: "status", "aria-live": "assertive" }, t("buyTicket"));
      ctx.stage.append(
        h("div", { class: "scratch-card" }, h("div", { class: "scratch-title" }, ctx.state.game.name), grid, message),
      );
      const picker = stakePicker({
        levels: stakeLevels(limits.minBet, limits.maxBet, limits.stakeStep),
        format: ctx.money,
        storageKey: `studio.stake.${ctx.state.game.id}.${ctx.state.session.currency}`,
      });
      const buyBtn = h(
        "button",
        { class: "btn spin", type: "button", "data-lock": "1", "data-testid": "spin" },
        t("buyTicket"),
      ) as HTMLButtonElement;
      const revealBtn = h(
        "button",
        { class: "btn", type: "button", "data-testid": "reveal" },
        t("revealAll"),
      ) as HTMLButtonElement;
      revealBtn.hidden = true;
      ctx.controls.append(
        picker.el,
        buyBtn,
        revealBtn,
        ctx.autoplayButton(async () => {
          if (!(await buy())) return false;
          await revealAll();
          return true;
        }),
      );
      buyBtn.addEventListener("click", () => void buy());
      revealBtn.addEventListener("click", () => void revealAll());

      let current: RoundResult<Outcome> | null = null;
      let covers: { canvas: HTMLCanvasElement; revealed: boolean }[] = [];
      let finishing = false;

      function blankCard() {
        grid.replaceChildren(
          ...Array.from({ length: 9 }, () => h("div", { class: "scratch-cell" }, h("div", { class: "scratch-cover static" }))),
        );
      }
      blankCard();

      async function buy(): Promise<boolean> {
        if (ctx.isBusy()) return false;
        const stake = picker.value();
        ctx.busy(true);
        if (!(await ctx.stakeAllowed(stake))) {
          ctx.busy(false);
          return false;
        }
        try {
          ctx.setBalance(ctx.balance() - stake);
          current = await ctx.api.play<Outcome>({ stake });
        } catch (err) {
          ctx.setBalance(ctx.balance() + stake);
          ctx.busy(false);
          return ctx.fail(err);
        }
        finishing = false;
        message.textContent = t("scratchHint");
        drawCard(current.outcome);
        buyBtn.hidden = true;
        revealBtn.hidden = false;
        return true;
      }

      function drawCard(o: Outcome) {
        covers = [];
        grid.replaceChildren(
          ...o.cells.map((id, i) => {
            const face = h("div", { class: "scratch-face" });
            face.innerHTML = art(
              id,
              PRIZES.findIndex((p) => p[0] === id),
            );
            const canvas = h("canvas", {
              class: "scratch-cover",
              width: 160,
              height: 160,
              "aria-hidden": "true",
            }) as HTMLCanvasElement;
            const g = canvas.getContext("2d")!;
            const grad = g.createLinearGradient(0, 0, 160, 160);
            grad.addColorStop(0, "#bdbdbd");
            grad.addColorStop(0.5, "#eeeeee");
            grad.addColorStop(1, "#9e9e9e");
            g.fillStyle = grad;
            g.fillRect(0, 0, 160, 160);
            g.fillStyle = "#7a7a7a";
            g.font = "bold 56px sans-serif";
            g.textAlign = "center";
            g.textBaseline = "middle";
            g.fillText("?", 80, 84);
            const cover = { canvas, revealed: false };
            covers.push(cover);
            let scratching = false;
            const scratchAt = (e: PointerEvent) => {
              const r = canvas.getBoundingClientRect();
              const x = ((e.clientX - r.left) / r.width) * 160;
              const y = ((e.clientY - r.top) / r.height) * 160;
              g.globalCompositeOperation = "destination-out";
              g.beginPath();
              g.arc(x, y, 22, 0, Math.PI * 2);
              g.fill();
              if (Math.random() < 0.3) sound.tick();
              checkCleared(cover, g, i);
            };
            canvas.addEventListener("pointerdown", (e) => {
              scratching = true;
              canvas.setPointerCapture(e.pointerId);
              scratchAt(e);
            });
            canvas.addEventListener("pointermove", (e) => scratching && scratchAt(e));
            canvas.addEventListener("pointerup", () => {
              scratching = false;
            });
            return h("div", { class: "scratch-cell", "data-cell": i }, face, canvas);
          }),
        );
      }

      function checkCleared(cover: { canvas: HTMLCanvasElement; revealed: boolean }, g: CanvasRenderingContext2D, _i: number) {
        if (cover.revealed) return;
        const data = g.getImageData(0, 0, 160, 160).data;
        let clear = 0;
        for (let k = 3; k < data.length; k += 64) if (data[k] === 0) clear++;
        if (clear / (data.length / 64) > 0.5) reveal(cover);
      }

      function reveal(cover: { canvas: HTMLCanvasElement; revealed: boolean }) {
        if (cover.revealed) return;
        cover.revealed = true;
        cover.canvas.classList.add("gone");
        if (covers.every((c) => c.revealed)) void finish();
      }

      async function revealAll() {
        for (const c of covers) {
          if (!c.revealed) {
            reveal(c);
            sound.tick();
            await sleep(90);
          }
        }
      }

      async function finish() {
        if (!current || finishing) return;
        finishing = true;
        const res = current;
        const o = res.outcome;
        for (const i of o.winningCells) grid.children[i]?.classList.add("hit");
        if (res.win > 0) {
          message.textContent = `${t("win")} ${ctx.money(res.win)} (×${o.multiplier})`;
          sound.win(o.multiplier >= 10);
        } else {
          message.textContent = t("noWin");
          sound.lose();
        }
        ctx.settled(res);
        current = null;
        revealBtn.hidden = true;
        buyBtn.hidden = false;
        ctx.busy(false);
      }
    },

    info(ctx) {
      const PRIZES = scratchPrizes(ctx.state.game.model);
      const stake = ctx.state.limits.minBet;
      return [
        h("h3", {}, `${t("paytable")} · ${t("stake")} ${ctx.money(stake)}`),
        h(
          "div",
          { class: "paytable" },
          ...PRIZES.map(([id, m], i) => {
            const icon = h("div", { class: "sym small" });
            icon.innerHTML = art(id, i);
            return h(
              "div",
              { class: "pay-row" },
              icon,
              h("div", { class: "pays" }, h("span", {}, `3× → ${ctx.money(stake * m)} (×${m})`)),
            );
          }),
        ),
      ];
    },

    describe(outcome) {
      const o = outcome as Outcome;
      return o.multiplier ? `×${o.multiplier}` : "—";
    },
  };
}
