import { formatMoney } from "@casino/money";
import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openBackOfficeAs } from "./support/backoffice.js";
import { newPage } from "./support/browser.js";
import { newOperator } from "./support/operator.js";
import { completeProfile, credit, logInAs, type Player, registeredPlayer } from "./support/player.js";

/** The slot of this journey: no other journey plays it for real money, so its tournament holds this journey's players only. */
const GAME = "fruit-frenzy";

/** "€1,234.50" → 123450 */
const minor = (text: string | null) => Math.round(Number((text ?? "").replace(/[^0-9.]/g, "")) * 100);

/** A Finnish player (no other journey's player lives there) with a profile complete enough for real play and €50 to stake. */
async function fundedPlayer() {
  const p = await completeProfile(await registeredPlayer("FIN"));
  await credit(p, 5_000);
  return p;
}

/** The slot opened for real money, its spin button ready. */
async function openSlot(page: Page): Promise<FrameLocator> {
  await page.goto(`/en/games/${GAME}/aurum/${GAME}`);
  const game = page.frameLocator('[data-testid="game-frame"]');
  await game.getByTestId("spin").waitFor({ timeout: 30_000 });
  return game;
}

/**
 * One real round at the slot's stake: spin, wait until the reels (and any free spins) have settled, and read the
 * round's win from the game's "Last win" meter (it counts up to the win in 600 ms).
 */
async function spinOnce(game: FrameLocator, page: Page) {
  await game.getByTestId("spin").click();
  await expect.poll(() => game.locator(".busy").count(), { timeout: 60_000, interval: 200 }).toBe(0);
  await page.waitForTimeout(800);
  return {
    stake: minor(await game.getByTestId("stake").textContent()),
    win: minor(await game.getByTestId("last-win").textContent()),
  };
}

/** The journey's tournament as the player site shows it: its table's rows and the player's own place. */
function table(page: Page, title: string) {
  const article = page.getByTestId("tournament-table").filter({ hasText: title });
  return {
    article,
    rows: article.getByTestId("tournament-row"),
    me: article.getByTestId("tournament-me"),
  };
}

/** The masked id the table shows for a player (first four, ****, last four). */
const masked = (p: Player) => `${p.customerId.slice(0, 4)}****${p.customerId.slice(-4)}`;

describe("tournaments", () => {
  it("a player in a running tournament wins a real round of a studio slot and the open table shows them moving up", async () => {
    const editor = await newOperator("content");
    const title = `Fjord cup ${Date.now()}`;
    const now = Date.now();
    await editor.call("/operator/v1/tournaments", {
      title,
      description: "Wager the most on Fruit Frenzy.",
      metric: "wagered",
      currency: "EUR",
      gameIds: [GAME],
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 2 * 3_600_000).toISOString(),
      prizes: [10_000, 5_000],
    });
    const [player, rival] = await Promise.all([fundedPlayer(), fundedPlayer()]);

    // The player plays one round; the rival plays three at the same stake and leads.
    const mine = await newPage("desktop");
    await logInAs(mine.context, player);
    const slot = await openSlot(mine.page);
    const first = await spinOnce(slot, mine.page);
    expect(first.stake).toBeGreaterThan(0);

    const theirs = await newPage("desktop");
    await logInAs(theirs.context, rival);
    const rivalSlot = await openSlot(theirs.page);
    for (let i = 0; i < 3; i++) await spinOnce(rivalSlot, theirs.page);
    await theirs.context.close();

    // The tournament's table, open in a second tab of the player: second behind the rival.
    const board = await mine.context.newPage();
    await board.goto("/en/promotions");
    const cup = table(board, title);
    await cup.article.waitFor({ timeout: 30_000 });
    const euros = (n: number) => `€${((n * first.stake) / 100).toFixed(2)}`;
    await expect
      .poll(async () => (await cup.rows.allTextContents()).join(" | "), { timeout: 90_000, interval: 1_000 })
      .toBe(`1${masked(rival)}${euros(3)} | 2${masked(player)}${euros(1)}`);
    expect(await cup.me.textContent()).toBe("Your place: 2");

    // Back at the slot: rounds at the same stake until one wins and the player has wagered more than the rival.
    let rounds = 1;
    let won = 0;
    for (; rounds < 60 && (won === 0 || rounds < 4); rounds++) {
      const r = await spinOnce(slot, mine.page);
      expect(r.stake).toBe(first.stake);
      won += r.win;
    }
    expect(won).toBeGreaterThan(0);

    // The open table moves without a reload once the rounds are counted: the player first, the rival second.
    await expect
      .poll(async () => (await cup.rows.first().textContent()) ?? "", { timeout: 90_000, interval: 1_000 })
      .toBe(`1${masked(player)}${euros(rounds)}`);
    expect(await cup.rows.allTextContents()).toEqual([`1${masked(player)}${euros(rounds)}`, `2${masked(rival)}${euros(3)}`]);
    expect(await cup.me.textContent()).toBe("Your place: 1");

    // The back office's tournament screen shows the same live table with the players' accounts.
    const office = await newPage("desktop");
    await openBackOfficeAs(office.page, await newOperator("content"));
    await office.page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Tournaments" }).click();
    await office.page.getByTestId("tournament-row").filter({ hasText: title }).click();
    const places = office.page.getByTestId("tournament-standing");
    const cells = async () => Promise.all((await places.all()).map((row) => row.locator("td").allTextContents()));
    const eur = (n: number) => formatMoney(String(n), "EUR", { display: "code" });
    await expect.poll(cells).toEqual([
      ["1", player.customerId, eur(rounds * first.stake), String(rounds), eur(10_000)],
      ["2", rival.customerId, eur(3 * first.stake), "3", eur(5_000)],
    ]);
  }, 420_000);
});
