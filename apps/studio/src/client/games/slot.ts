import type { AwardedSpins, RoundResult } from "../core/api.js";
import { stakeLevels, stakePicker } from "../core/bet.js";
import { h, sleep } from "../core/dom.js";
import { t } from "../core/i18n.js";
import type { GameClient, GameContext } from "../core/shell.js";
import { sound } from "../core/sound.js";
import { symbolSvg } from "./symbols.js";

interface SlotSymbol {
  id: string;
  name: string;
  kind: "regular" | "wild" | "scatter";
  multiplier?: number;
}
interface SlotModel {
  reels: number;
  rows: number;
  symbols: SlotSymbol[];
  strips: string[][];
  evaluation: { kind: "lines"; lines: number[][] } | { kind: "ways" };
  coins: number;
  pays: Record<string, number[]>;
  scatter?: { symbol: string; pays: number[]; freeSpins: number[]; retrigger: boolean };
  freeSpins?: { multiplier: number };
}
interface SlotWin {
  kind: "line" | "ways" | "scatter";
  line?: number;
  symbol: string;
  count: number;
  ways?: number;
  cells: [number, number][];
  win: number;
}
interface SlotSpin {
  stops: number[];
  window: string[][];
  wins: SlotWin[];
  win: number;
  scatters: number;
  freeSpinsAwarded: number;
  multiplier: number;
  /** Sticky-wild free spins: cells a wild holds after this spin. */
  sticky?: [number, number][];
}
interface SlotOutcome {
  base: SlotSpin;
  freeSpins: SlotSpin[];
  totalStake: number;
  totalWin: number;
}

const FILLER = 14;

/** A video slot client for any model of the slot engine: reels × rows, lines or ways, scatters and free spins. */
export function slotClient(): GameClient {
  let model: SlotModel;
  let symbolIndex: Map<string, number>;
  const art = new Map<string, string>();
  const tile = (id: string) => {
    let svg = art.get(id);
    if (!svg) {
      const i = symbolIndex.get(id) ?? 0;
      svg = symbolSvg(model.symbols[i] ?? { id, name: id, kind: "regular" }, i);
      art.set(id, svg);
    }
    const el = h("div", { class: "sym", "data-symbol": id });
    el.innerHTML = svg;
    return el;
  };

  return {
    mount(ctx: GameContext) {
      model = ctx.state.game.model.model as SlotModel;
      symbolIndex = new Map(model.symbols.map((s, i) => [s.id, i]));
      const { limits } = ctx.state;
      const reels: HTMLElement[] = [];
      const strips: HTMLElement[] = [];
      const grid = h("div", {
        class: "reels",
        role: "img",
        "aria-label": ctx.state.game.name,
        style: `--reels:${model.reels};--rows:${model.rows}`,
      });
      for (let r = 0; r < model.reels; r++) {
        const strip = h("div", { class: "strip" });
        const reel = h("div", { class: "reel" }, strip);
        for (let row = 0; row < model.rows; row++) strip.append(tile(model.strips[r]![row % model.strips[r]!.length]!));
        reels.push(reel);
        strips.push(strip);
        grid.append(reel);
      }
      const lines = document.createElementNS("http://www.w3.org/2000/svg", "svg");
      lines.setAttribute("class", "paylines");
      lines.setAttribute("viewBox", `0 0 ${model.reels * 100} ${model.rows * 100}`);
      lines.setAttribute("preserveAspectRatio", "none");
      lines.setAttribute("aria-hidden", "true");
      const banner = h("div", { class: "banner", "aria-live": "assertive" });
      const frame = h(
        "div",
        { class: "slot-frame", style: `--ratio:${((model.reels / model.rows) * 0.97).toFixed(3)}` },
        h("div", { class: "reels-wrap" }, grid, lines),
        banner,
      );
      const caption = h(
        "div",
        { class: "slot-caption" },
        model.evaluation.kind === "lines"
          ? t("lines", { n: model.evaluation.lines.length })
          : t("ways", { n: model.rows ** model.reels }),
        " · ",
        `RTP ${(ctx.state.game.rtp * 100).toFixed(2)}%`,
      );
      // Free spins the casino awarded: "Free spins: N left", played first at their bet with no stake taken.
      let awarded: AwardedSpins | null = ctx.state.freeSpins ?? null;
      const awardedBadge = h("div", { class: "awarded-spins", "data-testid": "awarded-spins", "aria-live": "polite" });
      const showAwarded = () => {
        const on = !!awarded && awarded.left > 0;
        awardedBadge.hidden = !on;
        awardedBadge.textContent = on ? t("awardedSpinsLeft", { n: awarded!.left }) : "";
        awardedBadge.title = on ? t("awardedSpinsHelp", { bet: ctx.money(awarded!.bet) }) : "";
        picker.hold(on ? awarded!.bet : null);
      };
      ctx.stage.append(awardedBadge, frame, caption);

      const picker = stakePicker({
        levels: stakeLevels(limits.minBet, limits.maxBet, limits.stakeStep),
        format: ctx.money,
        storageKey: `studio.stake.${ctx.state.game.id}.${ctx.state.session.currency}`,
      });
      showAwarded();
      const spinBtn = h(
        "button",
        { class: "btn spin", type: "button", "data-testid": "spin", "aria-label": t("spin") },
        h("span", {}, t("spin")),
      ) as HTMLButtonElement;
      const auto = ctx.autoplayButton(() => spin());
      ctx.controls.append(picker.el, spinBtn, auto);
      // Spin, or — while the reels turn — stop them at once (the outcome is already decided).
      const press = () => {
        if (ctx.isBusy()) hurry?.();
        else void spin();
      };
      spinBtn.addEventListener("click", press);
      document.addEventListener("keydown", (e) => {
        if (e.code === "Space" && !(e.target instanceof HTMLInputElement) && !document.querySelector(".backdrop")) {
          e.preventDefault();
          press();
        }
      });
      let hurry: (() => void) | null = null;

      function clearWins() {
        lines.replaceChildren();
        for (const el of grid.querySelectorAll(".sym.hit")) el.classList.remove("hit");
        banner.className = "banner";
        banner.textContent = "";
      }

      async function animate(spin: SlotSpin, fast: boolean) {
        clearWins();
        sound.spinStart();
        const done: Promise<void>[] = [];
        let hurried!: () => void;
        const hurryNow = new Promise<void>((resolve) => {
          hurried = resolve;
        });
        hurry = () => {
          hurry = null;
          for (const strip of strips) {
            strip.style.transition = "transform 140ms ease-out";
          }
          hurried();
        };
        for (let r = 0; r < model.reels; r++) {
          const strip = strips[r]!;
          const src = model.strips[r]!;
          const current = [...strip.children].slice(-model.rows).map((el) => (el as HTMLElement).dataset.symbol!);
          const filler = FILLER + r * (fast ? 2 : 4);
          const stop = spin.stops[r]!;
          // Real strip symbols above the stop scroll past, then the window lands.
          const seq: string[] = [...spin.window[r]!];
          for (let k = 1; k <= filler; k++) seq.unshift(src[(stop - k + src.length * 100) % src.length]!);
          seq.unshift(...current);
          strip.style.transition = "none";
          strip.replaceChildren(...seq.map(tile));
          const total = seq.length;
          strip.style.setProperty("--len", String(total));
          strip.style.transform = "translateY(0)";
          void strip.offsetHeight;
          const ms = (fast ? 450 : 800) + r * (fast ? 120 : 220);
          strip.style.transition = `transform ${ms}ms cubic-bezier(.2,.7,.25,1.05)`;
          strip.style.transform = `translateY(${(-(total - model.rows) / total) * 100}%)`;
          done.push(
            Promise.race([sleep(ms), hurryNow.then(() => sleep(150 + r * 30))]).then(() => {
              sound.reelStop(r);
              strip.style.transition = "none";
              strip.replaceChildren(...spin.window[r]!.map(tile));
              strip.style.transform = "translateY(0)";
            }),
          );
        }
        await Promise.all(done);
        hurry = null;
        // Screen readers hear the window row by row.
        const name = (id: string) => model.symbols[symbolIndex.get(id) ?? 0]?.name ?? id;
        const rows = Array.from({ length: model.rows }, (_, row) => spin.window.map((reel) => name(reel[row]!)).join(", "));
        grid.setAttribute("aria-label", rows.join(" / "));
      }

      function cell(r: number, row: number) {
        return strips[r]!.children[row] as HTMLElement | undefined;
      }

      /** Marks the wilds that hold their cells for the rest of the free spins. */
      function markSticky(spin: SlotSpin) {
        for (const [r, row] of spin.sticky ?? []) {
          const el = cell(r, row);
          if (!el) continue;
          el.classList.add("sticky");
          el.dataset.testid = "sticky-wild";
          el.title = t("stickyWild");
        }
      }

      async function showWins(spin: SlotSpin) {
        if (!spin.wins.length) return;
        for (const w of spin.wins) for (const [r, row] of w.cells) cell(r, row)?.classList.add("hit");
        if (model.evaluation.kind === "lines") {
          const ns = "http://www.w3.org/2000/svg";
          for (const w of spin.wins) {
            if (w.kind !== "line" || w.line === undefined) continue;
            const rows = model.evaluation.lines[w.line]!;
            const poly = document.createElementNS(ns, "polyline");
            poly.setAttribute("points", rows.map((row, r) => `${r * 100 + 50},${row * 100 + 50}`).join(" "));
            poly.setAttribute("style", `stroke:hsl(${(w.line * 47) % 360} 90% 60%)`);
            lines.append(poly);
          }
        }
        await sleep(300);
      }

      async function spin(): Promise<boolean> {
        if (ctx.isBusy()) return false;
        ctx.busy(true);
        // An awarded free spin is played at its bet and takes nothing from the balance.
        const free = !!awarded && awarded.left > 0;
        const stake = free ? awarded!.bet : picker.value();
        if (!free && !(await ctx.stakeAllowed(stake))) {
          ctx.busy(false);
          return false;
        }
        const taken = free ? 0 : stake;
        let result: RoundResult<SlotOutcome>;
        try {
          // The stake leaves the balance as the reels start.
          ctx.setBalance(ctx.balance() - taken);
          result = await ctx.api.play<SlotOutcome>({ stake });
        } catch (err) {
          ctx.setBalance(ctx.balance() + taken);
          ctx.busy(false);
          return ctx.fail(err);
        }
        if (result.freeSpins || free) {
          awarded = result.freeSpins ?? null;
          showAwarded();
        }
        const o = result.outcome;
        const fast = document.querySelector<HTMLButtonElement>("[data-testid=autoplay]")?.getAttribute("aria-pressed") === "true";
        await animate(o.base, fast);
        await showWins(o.base);
        if (o.base.win > 0) banner.textContent = `${t("win")} ${ctx.money(o.base.win)}`;
        if (o.freeSpins.length) {
          banner.className = "banner feature";
          banner.textContent = t("freeSpinsWon", { n: o.base.freeSpinsAwarded });
          sound.win(true);
          await sleep(1400);
          let sum = o.base.win;
          for (let i = 0; i < o.freeSpins.length; i++) {
            const fs = o.freeSpins[i]!;
            banner.className = "banner feature";
            banner.textContent = `${t("freeSpins")} ${i + 1}/${o.freeSpins.length} · ×${fs.multiplier}`;
            await animate(fs, true);
            markSticky(fs);
            await showWins(fs);
            sum += fs.win;
            if (fs.win > 0) {
              banner.textContent = `${t("freeSpins")} ${i + 1}/${o.freeSpins.length} · ${ctx.money(sum)}`;
              sound.win();
              await sleep(500);
            }
          }
        }
        if (result.win > 0) {
          const big = result.win >= stake * 10;
          banner.className = big ? "banner big" : "banner win";
          banner.textContent = big ? `${t("bigWin")} ${ctx.money(result.win)}` : `${t("win")} ${ctx.money(result.win)}`;
          sound.win(big);
        } else sound.lose();
        ctx.settled(result);
        await sleep(fast ? 350 : 150);
        ctx.busy(false);
        return true;
      }
    },

    info(ctx) {
      const m = ctx.state.game.model.model as SlotModel;
      const idx = new Map(m.symbols.map((s, i) => [s.id, i]));
      const stake = ctx.state.limits.minBet;
      const coin = stake / m.coins;
      const rows = Object.entries(m.pays)
        .filter(([, pays]) => pays.some((p) => p > 0))
        .map(([id, pays]) => {
          const sym = m.symbols[idx.get(id) ?? 0]!;
          const icon = h("div", { class: "sym small" });
          icon.innerHTML = symbolSvg(sym, idx.get(id) ?? 0);
          const cells = pays
            .map((p, count) => ({ p, count }))
            .filter((x) => x.p > 0)
            .reverse()
            .map((x) => h("span", {}, `${x.count}× ${ctx.money(Math.round(x.p * coin))}`));
          return h("div", { class: "pay-row" }, icon, h("div", { class: "pays" }, ...cells));
        });
      const sections: HTMLElement[] = [
        h("h3", {}, `${t("paytable")} · ${t("totalBet")} ${ctx.money(stake)}`),
        h("div", { class: "paytable" }, ...rows),
      ];
      const special = m.symbols.filter((s) => s.kind !== "regular");
      if (special.length) {
        sections.push(
          h(
            "div",
            { class: "paytable" },
            ...special.map((s) => {
              const icon = h("div", { class: "sym small" });
              icon.innerHTML = symbolSvg(s, idx.get(s.id) ?? 0);
              const text =
                s.kind === "wild"
                  ? `${t("wild")}${s.multiplier && s.multiplier > 1 ? ` ×${s.multiplier}` : ""}`
                  : `${t("scatter")} · ${t("scatterPays")}${
                      m.scatter?.freeSpins.some((n) => n > 0)
                        ? ` · ${t("freeSpins")}: ${m.scatter.freeSpins
                            .map((n, k) => (n ? `${k}→${n}` : ""))
                            .filter(Boolean)
                            .join(", ")}`
                        : ""
                    }`;
              return h("div", { class: "pay-row" }, icon, h("div", { class: "pays" }, h("span", {}, text)));
            }),
          ),
        );
      }
      if (m.evaluation.kind === "lines") {
        const ev = m.evaluation;
        sections.push(
          h("h3", {}, t("lines", { n: ev.lines.length })),
          h(
            "div",
            { class: "line-maps" },
            ...ev.lines.map((rows, i) => {
              const g = h("div", { class: "line-map", style: `--reels:${m.reels};--rows:${m.rows}`, title: String(i + 1) });
              for (let row = 0; row < m.rows; row++)
                for (let r = 0; r < m.reels; r++) g.append(h("i", { class: rows[r] === row ? "on" : "" }));
              return h("figure", {}, g, h("figcaption", {}, String(i + 1)));
            }),
          ),
        );
      }
      return sections;
    },

    describe(outcome) {
      const o = outcome as SlotOutcome;
      const parts = [`×${(o.totalWin / o.totalStake).toFixed(2)}`];
      if (o.freeSpins?.length) parts.push(`${t("freeSpins")} ${o.freeSpins.length}`);
      return parts.join(" · ");
    },
  };
}
