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
