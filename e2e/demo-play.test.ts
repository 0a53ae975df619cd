import { expect, it } from "vitest";
import { newPage } from "./support/browser.js";

it("a guest opens the slot in demo and spins with fun money", async () => {
  const { page, context } = await newPage("phone");
  await page.goto("/en/games/dragon-fortune/aurum/dragon-fortune/fun");
  await page.waitForURL(/\/en\/games\/dragon-fortune\/[^/]+\/dragon-fortune\/free$/);
  const frame = page.frameLocator('[data-testid="game-frame"]');
  const balance = frame.getByTestId("balance");
  await frame.getByTestId("spin").waitFor();
  const before = await balance.textContent();
  await frame.getByTestId("spin").click();
  // The stake leaves the fun balance (and any win comes back): the figure moves.
  await expect.poll(async () => (await balance.textContent()) !== before, { timeout: 20_000 }).toBe(true);
  // Closing the game returns to the site, where a guest is still offered registration.
  await page.getByTestId("game-close").click();
  await page.getByTestId("header-register").waitFor();
  await context.close();
});

it("a guest who spent the fun money refills it from the game and plays on", async () => {
  const { page, context } = await newPage("phone");
  await page.goto("/en/games/european-roulette/aurum/european-roulette/fun");
  await page.waitForURL(/\/en\/games\/european-roulette\/[^/]+\/european-roulette\/free$/);
  const game = page.frameLocator('[data-testid="game-frame"]');
  await game.getByTestId("spin").waitFor();
  const start = await game.getByTestId("balance").textContent();

  // The fun money is lost at the table the way a player would lose it (straight-up on zero, the whole
  // balance or the table's max each round), through the game session's own calls.
  const src = new URL((await page.getByTestId("game-frame").getAttribute("src"))!);
  const session = `${src.origin}/client/v1/sessions/${src.pathname.split("/").pop()}`;
  const headers = { "x-session-key": src.hash.slice(1), "content-type": "application/json" };
  const state = async () =>
    (await (await fetch(`${session}/state`, { headers })).json()) as {
      balance: number;
      limits: { minBet: number; maxBet: number; chips: number[] };
    };
  const { limits } = await state();
  const lose = (amount: number) =>
    fetch(`${session}/rounds`, {
      method: "POST",
      headers,
      body: JSON.stringify({ bet: { bets: [{ type: "straight", numbers: [0], amount }] } }),
    });

  // First down to less than two of the table's smallest chips, still enough for one: a stake of two chips is
  // short, and the game says so without a refill (the studio refuses one while the money covers a bet).
  const chip = limits.chips.find((c) => c >= limits.minBet) ?? limits.minBet;
  for (let round = 0; round < 500; round++) {
    const { balance } = await state();
    if (balance < 2 * chip) break;
    await lose(Math.min(balance - limits.minBet, limits.maxBet));
  }
  const short = (await state()).balance;
  expect(short).toBeGreaterThanOrEqual(limits.minBet);
  expect(short).toBeLessThan(2 * chip);
  await game.getByRole("button", { name: "Red", exact: true }).click();
  await game.getByRole("button", { name: "Red", exact: true }).click();
  await game.getByTestId("spin").click();
  const notice = game.getByRole("dialog", { name: "Fun balance" });
  await notice.getByText("Not enough money for this bet.").waitFor();
  expect(await notice.getByTestId("fun-top-up").count()).toBe(0);
  await notice.getByRole("button", { name: "Close", exact: true }).last().click();
  await game.getByRole("button", { name: "Clear", exact: true }).click();
  expect((await state()).balance).toBe(short);

  for (let round = 0; round < 500; round++) {
    const { balance } = await state();
    if (balance < limits.minBet) break;
    await lose(Math.min(balance, limits.maxBet));
  }
  expect((await state()).balance).toBeLessThan(limits.minBet);

  // The next bet finds the money gone: the game offers the refill (never a deposit, in fun mode).
  await game.getByRole("button", { name: "Red", exact: true }).click();
  await game.getByTestId("spin").click();
  await game.getByTestId("fun-top-up").click();
  await expect.poll(() => game.getByTestId("balance").textContent()).toBe(start);
  expect((await state()).balance).toBeGreaterThanOrEqual(limits.maxBet);
  // And play goes on with the refilled money.
  await game.getByRole("button", { name: "Red", exact: true }).click();
  await game.getByTestId("spin").click();
  await expect.poll(async () => (await game.getByTestId("balance").textContent()) !== start, { timeout: 20_000 }).toBe(true);
  await context.close();
});
