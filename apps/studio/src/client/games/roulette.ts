import { announcedChipCount, pocketColor, wheelNeighbours } from "@casino/game-math";
import type { HistoryItem, RoundResult, TableView } from "../core/api.js";
import { h, sleep } from "../core/dom.js";
import { t } from "../core/i18n.js";
import { icon } from "../core/icons.js";
import { dozenLabel } from "../core/labels.js";
import type { GameClient, GameContext } from "../core/shell.js";
import { sound } from "../core/sound.js";
import { rouletteWheel } from "./wheel.js";

type Bet =
  | { type: "straight" | "split" | "street" | "corner" | "line" | "trio" | "first-four"; numbers: number[]; amount: number }
  | { type: "red" | "black" | "odd" | "even" | "low" | "high"; amount: number }
  | { type: "dozen" | "column"; target: number; amount: number }
  | { type: "voisins" | "tiers" | "orphelins" | "jeu-zero"; amount: number }
  | { type: "neighbours"; number: number; count: number; amount: number };

interface Outcome {
  pocket: number;
  color: "red" | "black" | "green";
  bets: { bet: Bet; win: number }[];
  totalStake: number;
  totalWin: number;
}

/** One placed bet on the layout: where its chip sits (percent of the table) and what it is. */
interface Placed {
  key: string;
  bet: Bet;
  x: number;
  y: number;
}

const keyOf = (b: Bet) => {
  const { amount: _a, ...rest } = b;
  const r = rest as Record<string, unknown>;
  if (Array.isArray(r.numbers)) r.numbers = [...(r.numbers as number[])].sort((a, c) => a - c);
  return JSON.stringify(r);
};

/** European roulette: canvas wheel, full table with inside, outside and racetrack bets, chips per currency, repeat and double. */
export function rouletteClient(opts: { live?: boolean } = {}): GameClient {
  const live = !!opts.live;
  return {
    mount(ctx: GameContext) {
      const { limits } = ctx.state;
      const chips = limits.chips.filter((c) => c >= limits.minBet && c <= limits.maxBet);
      if (!chips.length) chips.push(limits.minBet);
      let chip = chips[0]!;
      let placed: Placed[] = [];
      let undoStack: Placed[][] = [];
      let lastBets: Placed[] = [];
      const recent: number[] = (ctx.state.history as { outcome: Outcome }[]).map((r) => r.outcome.pocket).slice(0, 12);

      const canvas = h("canvas", { class: "wheel", role: "img", "aria-label": "European roulette wheel" }) as HTMLCanvasElement;
      const result = h("div", { class: "result", "aria-live": "assertive", "data-testid": "result" });
      const recentEl = h("div", { class: "recent", "aria-label": t("history") });
      const table = h("div", { class: "table", role: "grid", "aria-label": t("placeBets") });
      const chipLayer = h("div", { class: "chip-layer", "aria-hidden": "true" });
      const tableWrap = h("div", { class: "table-wrap" }, table, chipLayer);
      const totalEl = h("output", { class: "stake-value", "data-testid": "stake" });
      const status = h("div", { class: "status" }, t("placeBets"));
      ctx.stage.append(
        h(
          "div",
          { class: "roulette" },
          h("div", { class: "wheel-box" }, canvas, result),
          h("div", { class: "board" }, recentEl, status, tableWrap, racetrack()),
        ),
      );
      const wheel = rouletteWheel(canvas);

      // Table cells
      const vertical = () => window.matchMedia("(orientation: portrait) and (max-width: 700px)").matches;
      function layout() {
        table.replaceChildren();
        table.classList.toggle("vertical", vertical());
        const v = vertical();
        const place = (el: HTMLElement, col: number, row: number, colSpan = 1, rowSpan = 1) => {
          // Horizontal coordinates; the vertical table swaps axes.
          const [c, r, cs, rs] = v ? [row, col, rowSpan, colSpan] : [col, row, colSpan, rowSpan];
          el.style.gridColumn = `${c} / span ${cs}`;
          el.style.gridRow = `${r} / span ${rs}`;
          table.append(el);
        };
        const zero = cellEl("0", "green", (e) => tapNumber(0, e));
        place(zero, 1, 1, 1, 3);
        for (let n = 1; n <= 36; n++) {
          const col = 2 + Math.floor((n - 1) / 3);
          const row = v ? 1 + ((n - 1) % 3) : 3 - ((n - 1) % 3);
          place(
            cellEl(String(n), pocketColor(n), (e) => tapNumber(n, e)),
            col,
            row,
          );
        }
        for (let k = 1; k <= 3; k++) {
          place(
            cellEl(t("column"), "outside", (e) => add({ type: "column", target: k, amount: chip }, e)),
            14,
            v ? k : 4 - k,
          );
          place(
            cellEl(dozenLabel(k), "outside", (e) => add({ type: "dozen", target: k, amount: chip }, e)),
            2 + (k - 1) * 4,
            4,
            4,
            1,
          );
        }
        const even: [Bet["type"], string, string][] = [
          ["low", t("low18"), "outside"],
          ["even", t("even"), "outside"],
          ["red", t("red"), "red"],
          ["black", t("black"), "black"],
          ["odd", t("odd"), "outside"],
          ["high", t("high36"), "outside"],
        ];
        even.forEach(([type, label, cls], i) => {
          place(
            cellEl(label, cls, (e) => add({ type, amount: chip } as Bet, e)),
            2 + i * 2,
            5,
            2,
            1,
          );
        });
        renderChips();
      }

      function cellEl(label: string, cls: string, onTap: (e: MouseEvent) => void) {
        const el = h("button", { class: `cell ${cls}`, type: "button", "data-lock": "1" }, label);
        el.addEventListener("click", (e) => onTap(e as MouseEvent));
        return el;
      }

      /** Taps near a number's edges place splits, corners, streets and lines; the middle is a straight bet. */
      function tapNumber(n: number, e: MouseEvent) {
        const el = e.currentTarget as HTMLElement;
        const r = el.getBoundingClientRect();
        const fx = (e.clientX - r.left) / r.width;
        const fy = (e.clientY - r.top) / r.height;
        const v = vertical();
        // Along the dozens (n+3) and across the rows (n+1), in table terms.
        const along = v ? fy > 0.75 : fx > 0.75;
        const across = v ? fx > 0.75 : fy < 0.25;
        const outer = v ? fx < 0.2 : fy > 0.8;
        const posInCol = (n - 1) % 3;
        let bet: Bet = { type: "straight", numbers: [n], amount: chip };
        if (n === 0) {
          if (across || along) bet = { type: "first-four", numbers: [0, 1, 2, 3], amount: chip };
        } else if (outer && posInCol === 0) {
          bet =
            along && n <= 31
              ? { type: "line", numbers: [n, n + 1, n + 2, n + 3, n + 4, n + 5], amount: chip }
              : { type: "street", numbers: [n, n + 1, n + 2], amount: chip };
        } else if (along && across && posInCol < 2 && n <= 33) {
          bet = { type: "corner", numbers: [n, n + 1, n + 3, n + 4], amount: chip };
        } else if (along && n <= 33) {
          bet = { type: "split", numbers: [n, n + 3], amount: chip };
        } else if (across && posInCol < 2) {
          bet = { type: "split", numbers: [n, n + 1], amount: chip };
        }
        add(bet, e);
      }

      function add(bet: Bet, e?: MouseEvent) {
        if (ctx.isBusy()) return;
        const total = placed.reduce((s, p) => s + p.bet.amount, 0);
        if (total + bet.amount > limits.maxBet) {
          ctx.toast(t("betOutOfLimits", { min: ctx.money(limits.minBet), max: ctx.money(limits.maxBet) }), "error");
          return;
        }
        const tr = tableWrap.getBoundingClientRect();
        const x = e && tr.width ? ((e.clientX - tr.left) / tr.width) * 100 : 50;
        const y = e && tr.height ? ((e.clientY - tr.top) / tr.height) * 100 : 50;
        undoStack.push(placed.map((p) => ({ ...p, bet: { ...p.bet } })));
        const key = keyOf(bet);
        const found = placed.find((p) => p.key === key);
        if (found) found.bet.amount += bet.amount;
        else placed.push({ key, bet, x, y });
        sound.chip();
        renderChips();
      }

      function renderChips() {
        chipLayer.replaceChildren(
          ...placed.map((p) =>
            h(
              "span",
              { class: "chip placed", style: `left:${p.x}%;top:${p.y}%`, title: describeBet(p.bet) },
              shortMoney(p.bet.amount),
            ),
          ),
        );
        const total = placed.reduce((s, p) => s + p.bet.amount, 0);
        totalEl.textContent = ctx.money(total);
        spinBtn.disabled = ctx.isBusy() || total === 0;
      }

      function shortMoney(v: number) {
        const s = ctx.money(v).replace(/[^\d.,]/g, "");
        return s.replace(/[.,]0+$/, "");
      }

      function racetrack() {
        const countSel = h(
          "select",
          { "aria-label": t("neighbours") },
          ...[1, 2, 3, 4].map((n) => h("option", { value: n, selected: n === 2 }, `± ${n}`)),
        ) as HTMLSelectElement;
        const numSel = h(
          "select",
          { "aria-label": t("neighbours") },
          ...Array.from({ length: 37 }, (_, n) => h("option", { value: n }, String(n))),
        ) as HTMLSelectElement;
        const announced = (type: "voisins" | "tiers" | "orphelins" | "jeu-zero", label: string) =>
          h(
            "button",
            {
              class: "btn small",
              type: "button",
              "data-lock": "1",
              onclick: () => add({ type, amount: chip * announcedChipCount(type) }),
            },
            label,
          );
        return h(
          "details",
          { class: "racetrack" },
          h("summary", {}, t("racetrack")),
          h(
            "div",
            { class: "race-row" },
            announced("voisins", t("voisins")),
            announced("tiers", t("tiers")),
            announced("orphelins", t("orphelins")),
            announced("jeu-zero", t("jeuZero")),
          ),
          h(
            "div",
            { class: "race-row" },
            h("span", {}, t("neighbours")),
            numSel,
            countSel,
            h(
              "button",
              {
                class: "btn small",
                type: "button",
                "data-lock": "1",
                onclick: () => {
                  const count = Number(countSel.value);
                  add({
                    type: "neighbours",
                    number: Number(numSel.value),
                    count,
                    amount: chip * announcedChipCount("neighbours", count),
                  });
                },
              },
              "+",
            ),
          ),
        );
      }

      function describeBet(b: Bet): string {
        if ("numbers" in b) return `${b.type} ${b.numbers.join("/")}`;
        if (b.type === "neighbours") return `${b.number} ± ${b.count}`;
        if ("target" in b) return `${b.type} ${b.target}`;
        return b.type;
      }

      // Controls: chips, undo, clear, repeat, double, spin
      const chipRow = h(
        "div",
        { class: "chips", role: "radiogroup", "aria-label": t("chip") },
        ...chips.map((c, i) => {
          const b = h(
            "button",
            {
              class: `chip c${i}`,
              type: "button",
              role: "radio",
              "aria-checked": String(c === chip),
              "aria-label": `${t("chip")} ${ctx.money(c)}`,
            },
            shortMoney(c),
          );
          b.addEventListener("click", () => {
            chip = c;
            sound.click();
            for (const el of chipRow.children) el.setAttribute("aria-checked", String(el === b));
          });
          return b;
        }),
      );
      const tool = (name: Parameters<typeof icon>[0], label: string, fn: () => void) => {
        const b = h(
          "button",
          { class: "icon-btn", type: "button", "data-lock": "1", "aria-label": label, title: label },
          icon(name),
        );
        b.addEventListener("click", fn);
        return b;
      };
      const spinBtn = h(
        "button",
        { class: "btn spin", type: "button", "data-lock": "1", "data-testid": "spin" },
        h("span", {}, live ? t("confirmBets") : t("spin")),
      ) as HTMLButtonElement;
      spinBtn.addEventListener("click", () => void (live ? confirmLive() : spin()));
      ctx.controls.append(
        chipRow,
        h(
          "div",
          { class: "tools-row" },
          tool("undo", t("undo"), () => {
            const prev = undoStack.pop();
            if (prev) placed = prev;
            renderChips();
          }),
          tool("trash", t("clear"), () => {
            if (placed.length) undoStack.push(placed);
            placed = [];
            renderChips();
          }),
          tool("repeat", t("repeat"), () => {
            if (!lastBets.length) return;
            undoStack.push(placed);
            placed = lastBets.map((p) => ({ ...p, bet: { ...p.bet } }));
            renderChips();
          }),
          tool("double", t("double"), () => {
            const doubled = placed.map((p) => ({ ...p, bet: { ...p.bet, amount: p.bet.amount * 2 } }));
            if (doubled.reduce((s, p) => s + p.bet.amount, 0) > limits.maxBet) return;
            undoStack.push(placed);
            placed = doubled;
            renderChips();
          }),
          h("div", { class: "stake-picker" }, h("span", { class: "label" }, t("totalBet")), totalEl),
        ),
        spinBtn,
        ctx.autoplayButton(async () => {
          if (!placed.length && lastBets.length) placed = lastBets.map((p) => ({ ...p, bet: { ...p.bet } }));
          return spin();
        }),
      );

      function renderRecent() {
        recentEl.replaceChildren(...recent.slice(0, 12).map((n) => h("span", { class: `pill ${pocketColor(n)}` }, String(n))));
      }

      async function spin(): Promise<boolean> {
        if (ctx.isBusy() || !placed.length) return false;
        const bets = placed.map((p) => p.bet);
        const total = bets.reduce((s, b) => s + b.amount, 0);
        if (total < limits.minBet) {
          ctx.toast(t("betOutOfLimits", { min: ctx.money(limits.minBet), max: ctx.money(limits.maxBet) }), "error");
          return false;
        }
        ctx.busy(true);
        if (!(await ctx.stakeAllowed(total))) {
          ctx.busy(false);
          return false;
        }
        status.textContent = t("noMoreBets");
        result.textContent = "";
        result.className = "result";
        let res: RoundResult<Outcome>;
        try {
          ctx.setBalance(ctx.balance() - total);
          res = await ctx.api.play<Outcome>({ bets });
        } catch (err) {
          ctx.setBalance(ctx.balance() + total);
          ctx.busy(false);
          renderChips();
          status.textContent = t("placeBets");
          return ctx.fail(err);
        }
        sound.spinStart();
        await wheel.spin(res.outcome.pocket, document.querySelector("[data-testid=autoplay][aria-pressed=true]") ? 2500 : 4200);
        const o = res.outcome;
        result.textContent = String(o.pocket);
        result.className = `result show ${o.color}`;
        recent.unshift(o.pocket);
        renderRecent();
        for (const el of table.querySelectorAll(".cell.hit")) el.classList.remove("hit");
        for (const el of table.querySelectorAll<HTMLElement>(".cell"))
          if (el.textContent === String(o.pocket)) el.classList.add("hit");
        if (res.win > 0) {
          status.textContent = `${t("win")} ${ctx.money(res.win)}`;
          sound.win(res.win >= total * 10);
        } else {
          status.textContent = `${t("result")}: ${o.pocket}`;
          sound.lose();
        }
        ctx.settled(res);
        lastBets = placed;
        placed = [];
        undoStack = [];
        await sleep(900);
        ctx.busy(false);
        renderChips();
        status.textContent = t("placeBets");
        return true;
      }

      // Live table: shared rounds pushed over a WebSocket; bets are confirmed during the betting window.
      const liveBar = h("div", { class: "live-bar" });
      let phase: TableView["phase"] = "betting";
      let tableRound = -1;
      let animatedRound = -1;
      let betRound = -1;
      let betStake = 0;
      let phaseEndsAt = 0;
      let clockOffset = 0;
      let players = 0;

      function renderLiveBar() {
        const left = Math.max(0, Math.ceil((phaseEndsAt - (Date.now() + clockOffset)) / 1000));
        liveBar.replaceChildren(
          h("span", { class: "live-dot" }, t("live")),
          h("span", {}, t("playersAtTable", { n: players })),
          ...(phase === "betting" ? [h("span", { class: "countdown", "data-testid": "countdown" }, `${left}s`)] : []),
        );
        if (phase === "betting" && betRound !== tableRound) status.textContent = `${t("placeBets")} · ${left}s`;
      }

      async function onTable(v: TableView) {
        clockOffset = Date.parse(v.serverTime) - Date.now();
        phaseEndsAt = Date.parse(v.phaseEndsAt);
        players = v.players ?? players;
        const newRound = v.round !== tableRound;
        tableRound = v.round;
        phase = v.phase;
        recent.splice(0, recent.length, ...(v.phase === "result" && v.pocket !== null ? [v.pocket, ...v.recent] : v.recent));
        renderRecent();
        if (v.phase === "betting") {
          if (newRound) {
            result.className = "result";
            for (const el of table.querySelectorAll(".cell.hit")) el.classList.remove("hit");
            if (betRound !== -1 && betRound < v.round) {
              lastBets = placed;
              placed = [];
              undoStack = [];
            }
          }
          ctx.busy(betRound === v.round);
          renderChips();
        } else {
          ctx.busy(true);
          if (v.phase === "closed") status.textContent = t("noMoreBets");
        }
        if ((v.phase === "spinning" || v.phase === "result") && v.pocket !== null && animatedRound !== v.round) {
          animatedRound = v.round;
          status.textContent = t("noMoreBets");
          sound.spinStart();
          const ms = v.phase === "spinning" ? Math.max(1200, phaseEndsAt - (Date.now() + clockOffset) - 200) : 600;
          await wheel.spin(v.pocket, ms);
          if (tableRound !== v.round) return;
          showPocket(v.pocket);
          if (betRound === v.round) void settleLive(v.round);
          else status.textContent = `${t("result")}: ${v.pocket}`;
        }
        renderLiveBar();
      }

      function showPocket(pocket: number) {
        result.textContent = String(pocket);
        result.className = `result show ${pocketColor(pocket)}`;
        for (const el of table.querySelectorAll<HTMLElement>(".cell"))
          if (el.textContent === String(pocket)) el.classList.add("hit");
      }

      async function settleLive(round: number) {
        for (let attempt = 0; attempt < 10; attempt++) {
          await sleep(700);
          const { rounds } = await ctx.api.history().catch(() => ({ rounds: [] as HistoryItem[] }));
          const mine = rounds.find((r) => r.roundId.startsWith(`live-roulette:${round}:`));
          if (!mine) continue;
          const state = await ctx.api.state().catch(() => null);
          const balance = state?.balance ?? ctx.balance() + mine.win;
          ctx.settled({
            roundId: mine.roundId,
            nonce: mine.nonce,
            stake: mine.stake,
            win: mine.win,
            balance,
            settled: true,
            outcome: mine.outcome,
          });
          if (mine.win > 0) {
            status.textContent = `${t("win")} ${ctx.money(mine.win)}`;
            sound.win(mine.win >= betStake * 10);
          } else {
            status.textContent = `${t("result")}: ${(mine.outcome as Outcome).pocket}`;
            sound.lose();
          }
          return;
        }
      }

      async function confirmLive() {
        if (phase !== "betting") return ctx.toast(t("betsClosed"), "error");
        if (!placed.length || ctx.isBusy()) return;
        const bets = placed.map((p) => p.bet);
        const total = bets.reduce((sum, b) => sum + b.amount, 0);
        if (total < limits.minBet) {
          ctx.toast(t("betOutOfLimits", { min: ctx.money(limits.minBet), max: ctx.money(limits.maxBet) }), "error");
          return;
        }
        ctx.busy(true);
        if (!(await ctx.stakeAllowed(total))) {
          ctx.busy(false);
          return;
        }
        try {
          const res = await ctx.api.play<null>({ bets });
          betRound = tableRound;
          betStake = total;
          ctx.setBalance(res.balance);
          status.textContent = t("betsAccepted");
          sound.chip();
        } catch (err) {
          ctx.busy(false);
          renderChips();
          ctx.fail(err);
        }
      }

      function connectLive() {
        const proto = location.protocol === "https:" ? "wss" : "ws";
        const ws = new WebSocket(`${proto}://${location.host}/client/v1/sessions/${encodeURIComponent(ctx.api.sessionId)}/table`);
        ws.onopen = () => ws.send(JSON.stringify({ key: ctx.api.key }));
        ws.onmessage = (e) => void onTable(JSON.parse(String(e.data)) as TableView);
        ws.onclose = (e) => {
          if (e.code !== 4401) setTimeout(connectLive, 2000);
        };
      }

      if (live) {
        // A configured HLS stream of a real wheel replaces the rendered one where the browser plays HLS.
        const stream = ctx.state.table?.streamUrl;
        if (stream) {
          const video = h("video", {
            class: "wheel stream",
            muted: true,
            autoplay: true,
            playsinline: true,
            src: stream,
          }) as HTMLVideoElement;
          if (video.canPlayType("application/vnd.apple.mpegurl")) {
            video.muted = true;
            canvas.replaceWith(video);
          }
        }
        status.before(liveBar);
        setInterval(renderLiveBar, 500);
        if (ctx.state.table) void onTable(ctx.state.table);
        connectLive();
      }

      layout();
      renderRecent();
      let lastVertical = vertical();
      window.addEventListener("resize", () => {
        if (vertical() !== lastVertical) {
          lastVertical = vertical();
          placed = [];
          layout();
        }
        wheel.draw();
      });
    },

    info(ctx) {
      const pays: [string, string][] = [
        ["Straight", "35:1"],
        ["Split", "17:1"],
        ["Street / Trio", "11:1"],
        ["Corner / First four", "8:1"],
        ["Six line", "5:1"],
        [`${t("columns")} / ${t("dozens")}`, "2:1"],
        [`${t("red")}/${t("black")} · ${t("odd")}/${t("even")} · ${t("low18")}/${t("high36")}`, "1:1"],
      ];
      return [
        h("h3", {}, t("paytable")),
        h("table", { class: "pays-table" }, ...pays.map(([a, b]) => h("tr", {}, h("td", {}, a), h("td", {}, b)))),
        h(
          "p",
          { class: "muted small" },
          `${t("neighbours")}: ${wheelNeighbours(0, 2).join(" · ")} (0 ± 2) — ${ctx.money(ctx.state.limits.chips[0] ?? 0)} × 5`,
        ),
      ];
    },

    describe(outcome) {
      const o = outcome as Outcome;
      return `${o.pocket} ${o.color === "red" ? t("red") : o.color === "black" ? t("black") : ""}`.trim();
    },
  };
}
