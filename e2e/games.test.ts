import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, type ViewportName } from "./support/browser.js";
import { completeProfile, credit, logInAs, registeredPlayer } from "./support/player.js";

/** One round of a game, played the way its client asks a player to. */
type Round = (game: FrameLocator, page: Page) => Promise<void>;

const spin: Round = async (game) => {
  await game.getByTestId("spin").click();
};

/** Red on the table, then spin (the live table's button confirms the bets instead). */
const onRed: Round = async (game) => {
  await game.getByRole("button", { name: "Red", exact: true }).click();
  await game.getByTestId("spin").click();
};

/** At the live table: wait for a betting window with time left, bet red, confirm, and see the bet accepted. */
const liveOnRed: Round = async (game, page) => {
  const secondsLeft = async () => {
    const countdown = game.getByTestId("countdown");
    return (await countdown.count()) ? Number.parseInt((await countdown.textContent()) ?? "0", 10) : 0;
  };
  await expect.poll(secondsLeft, { timeout: 45_000, interval: 250 }).toBeGreaterThan(6);
  await onRed(game, page);
  await game.getByText("Bets accepted").waitFor();
};

/** Deal, decline insurance, stand on every hand until the dealer has played. */
const blackjack: Round = async (game) => {
  await game.getByTestId("spin").click();
  await standToTheEnd(game);
};

/** Deal, reload the page in the middle of the round, and finish the round the reload brought back. */
const blackjackAcrossReload: Round = async (game, page) => {
  await game.getByTestId("spin").click();
  const decision = game.locator("[data-action]").first();
  await decision.waitFor({ timeout: 5_000 }).catch(() => {}); // a natural blackjack settles at once
  if (await decision.isVisible()) {
    await page.reload();
    await decision.waitFor();
  }
  await standToTheEnd(game);
};

async function standToTheEnd(game: FrameLocator) {
  const settled = game.locator(
    ".hands .seat.blackjack, .hands .seat.win, .hands .seat.push, .hands .seat.lose, .hands .seat.bust",
  );
  for (let step = 0; step < 20; step++) {
    if ((await settled.count()) > 0 && (await game.getByTestId("spin").isVisible())) return;
    const next = game.locator('[data-action="no-insurance"]:enabled, [data-action="stand"]:enabled').first();
    if (await next.isVisible()) await next.click().catch(() => {});
    else await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error("the blackjack round did not settle");
}

const ROUNDS: { id: string; vp: ViewportName; round: Round }[] = [
  { id: "fruit-frenzy", vp: "phone", round: spin },
  { id: "dragon-fortune", vp: "desktop", round: spin },
  { id: "safari-ways", vp: "phone", round: spin },
  { id: "jingle-riches", vp: "desktop", round: spin },
  { id: "european-roulette", vp: "phone", round: onRed },
  { id: "blackjack", vp: "desktop", round: blackjack },
  {
    id: "baccarat",
    vp: "phone",
    round: async (game) => {
      await game.locator('[data-side="player"]').click();
      await game.getByTestId("spin").click();
    },
  },
  {
    id: "keno",
    vp: "desktop",
    round: async (game) => {
      await game.getByRole("button", { name: "Quick pick" }).click();
      await game.getByTestId("spin").click();
    },
  },
  {
    id: "lucky-scratch",
    vp: "phone",
    round: async (game) => {
      await game.getByTestId("spin").click();
      await game.getByTestId("reveal").click();
    },
  },
  {
    // Keno Inferno's own table: 3 to 10 picks, and 3 picks pay only for 3 hits (69.4×).
    id: "keno-inferno",
    vp: "phone",
    round: async (game) => {
      // Before any pick the hint names the game's own range, not the classic 1 to 10.
      await expect.poll(() => game.locator(".keno-pays").textContent()).toBe("Pick 3 to 10 numbers");
      const cells = game.locator(".keno-cell");
      await cells.nth(6).click();
      await cells.nth(20).click();
      await expect.poll(() => game.getByTestId("spin").isDisabled()).toBe(true);
      await cells.nth(63).click();
      const rows = game.locator(".keno-pays tr");
      await expect.poll(() => rows.count()).toBe(2);
      expect(await rows.nth(1).locator("td").first().textContent()).toBe("3");
      await game.getByTestId("spin").click();
    },
  },
  {
    id: "fruit-scratch",
    vp: "desktop",
    round: async (game) => {
      await game.getByTestId("spin").click();
      await game.getByTestId("reveal").click();
    },
  },
  { id: "golden-lanterns", vp: "desktop", round: spin },
];

const gameFrame = (page: Page) => page.frameLocator('[data-testid="game-frame"]');

/** The game's own last-rounds list: stake and win of the newest round, once it has settled. */
async function lastRound(game: FrameLocator) {
  await game.getByTestId("history-button").click();
  const row = game.getByTestId("history-round").first();
  await row.waitFor({ timeout: 60_000 });
  const amount = async (cls: string) => minor((await row.locator(cls).textContent()) ?? "");
  return {
    stake: await amount(".h-stake"),
    win: await amount(".h-win"),
    rounds: await game.getByTestId("history-round").count(),
  };
}

/** "€1,234.50" → 123450 */
const minor = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, "")) * 100);

describe("a demo round of every game", () => {
  for (const { id, vp, round } of ROUNDS) {
    it(`${id} (${vp}): fun money, no account`, async () => {
      const { page } = await newPage(vp);
      await page.goto(`/en/games/${id}/aurum/${id}/fun`);
      await page.waitForURL(new RegExp(`/en/games/[^/]+/[^/]+/${id}/free$`));
      const game = gameFrame(page);
      const balance = game.getByTestId("balance");
      await game.getByTestId("spin").waitFor();
      const before = minor((await balance.textContent()) ?? "");
      await round(game, page);
      const { stake, win } = await lastRound(game);
      expect(stake).toBeGreaterThan(0);
      // The fun balance moved by exactly what the round took and paid.
      await expect.poll(async () => minor((await balance.textContent()) ?? ""), { timeout: 10_000 }).toBe(before - stake + win);
    });
  }
});

describe("a real round", () => {
  const REAL: { id: string; vp: ViewportName; round: Round }[] = [
    { id: "european-roulette", vp: "phone", round: onRed },
    { id: "blackjack", vp: "desktop", round: blackjackAcrossReload },
    { id: "live-roulette", vp: "phone", round: liveOnRed },
  ];
  for (const { id, vp, round } of REAL) {
    it(`${id} (${vp}): the stake and the win reach the header balance`, async () => {
      const player = await completeProfile(await registeredPlayer());
      await credit(player, 10_000);
      const { page, context } = await newPage(vp);
      await logInAs(context, player);
      await page.goto(`/en/games/${id}/aurum/${id}`);
      const game = gameFrame(page);
      await game.getByTestId("spin").waitFor();
      const header = page.getByTestId("header-balance");
      await expect.poll(async () => minor((await header.textContent()) ?? ""), { timeout: 15_000 }).toBe(10_000);
      await round(game, page);
      const { stake, win, rounds } = await lastRound(game);
      expect(stake).toBeGreaterThan(0);
      expect(rounds).toBe(1); // one round, settled once — a reload in the middle included
      await expect.poll(async () => minor((await header.textContent()) ?? ""), { timeout: 15_000 }).toBe(10_000 - stake + win);
    }, 180_000);
  }
});
