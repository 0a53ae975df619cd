import { describe, expect, it } from "vitest";
import { holdAppScripts, newPage, VIEWPORTS, type ViewportName } from "./support/browser.js";
import { logInAs } from "./support/player.js";
import { newPlayer } from "./support/players.js";

for (const vp of Object.keys(VIEWPORTS) as ViewportName[]) {
  describe(`lobby (${vp})`, () => {
    it("home → a category → scroll loads more → search → favourite that survives a reload → its popup in demo", async () => {
      const player = await newPlayer();
      const { page, context } = await newPage(vp);
      await logInAs(context, player);

      // Home shows the categories placed on the main page, filled with the studio's games.
      await page.goto("/en");
      const slots = page.locator('[data-testid="category-row"][data-category-id="4"]');
      await slots.getByTestId("game-tile").first().waitFor();

      // Into the category: every game of it, in a grid.
      await slots.getByTestId("category-all").click();
      await page.waitForURL(/\/en\/categories\/slots\/4$/);
      const grid = page.getByTestId("game-grid");
      const tiles = grid.getByTestId("game-tile");
      await tiles.first().waitFor();
      const total = Number(await grid.getAttribute("data-total"));
      expect(total).toBeGreaterThan(32);
      expect(await tiles.count()).toBe(32);

      // Scrolling towards the end loads the next 32, until the whole category is shown.
      for (let shown = 32; shown < total; ) {
        await tiles.last().scrollIntoViewIfNeeded();
        await page.mouse.wheel(0, 600);
        const before = shown;
        await expect.poll(() => tiles.count()).toBeGreaterThan(before);
        shown = await tiles.count();
        expect(shown).toBe(Math.min(before + 32, total));
      }
      await page.evaluate(() => window.scrollTo(0, 0));

      // Search: nothing is asked before three letters; then the game is found.
      await page.getByTestId("search-entry").click();
      await page.getByTestId("search-input").fill("Fr");
      await page.waitForTimeout(1300);
      expect(await page.getByTestId("game-grid").count()).toBe(0);
      await page.getByTestId("search-input").fill("Fruit");
      const found = page.locator('[data-testid="game-tile"][data-game-id="fruit-frenzy"]');
      await found.waitFor();

      // Favourite it: the heart fills at once and stays after a reload.
      await found.getByTestId("favourite").click();
      await expect.poll(() => found.getByTestId("favourite").getAttribute("aria-pressed")).toBe("true");
      await page.waitForLoadState("networkidle");
      await page.goto("/en");
      const favourites = page.getByTestId("favourites-row");
      await favourites.waitFor();
      expect(await favourites.locator('[data-game-id="fruit-frenzy"]').count()).toBe(1);

      // Its popup route in demo: rewritten to the slugged name and the word for free, the game frame loads.
      await page.goto("/en/games/aurum/fruit-frenzy/fun");
      await page.waitForURL(/\/en\/games\/fruit-frenzy\/[^/]+\/fruit-frenzy\/free$/);
      const frame = page.getByTestId("game-frame");
      await frame.waitFor();
      expect(await frame.getAttribute("src")).toMatch(/^http/);
      await context.close();
    });
  });
}

describe("game route entry", () => {
  it("category chips cut off by the window say so, and arrows bring the rest into view (desktop)", async () => {
    const { page, context } = await newPage("desktop");
    await page.setViewportSize({ width: 720, height: 800 });
    await page.goto("/en/categories/slots/4");
    const chips = page.getByTestId("category-chips");
    // The app's chips (links): index.html's first frame paints the same row before the app's code has come.
    await chips.locator("a").first().waitFor();
    await expect.poll(() => chips.getAttribute("data-more-after")).toBe("true");
    expect(await chips.getByTestId("chips-before").count()).toBe(0);
    await chips.getByTestId("chips-after").click();
    await expect.poll(() => chips.getAttribute("data-more-before")).toBe("true");
    expect(await chips.getByTestId("chips-before").isVisible()).toBe(true);
    // The last chip can be reached: scrolled to the end, nothing more is hinted on the right.
    for (let i = 0; i < 10 && (await chips.getAttribute("data-more-after")) === "true"; i++) {
      await chips.getByTestId("chips-after").click();
      await page.waitForTimeout(400);
    }
    expect(await chips.getAttribute("data-more-after")).toBe("false");
    expect(await chips.locator("a").last().isVisible()).toBe(true);
    await context.close();
  });

  it("a guest opening a real-money game's link reads its name and why it does not start before the app's code comes", async () => {
    const { page, context } = await newPage("phone");
    // The app's scripts held back: what shows is index.html's first frame alone.
    const release = await holdAppScripts(page);
    await page.goto("/en/games/live-roulette/aurum/live-roulette", { waitUntil: "domcontentloaded" });
    const shell = page.locator("#game-shell");
    await shell.getByRole("heading", { name: "Live Roulette" }).waitFor();
    expect(await shell.getByText("Register or log in to play for real money.", { exact: true }).isVisible()).toBe(true);
    expect(await shell.getByRole("button", { name: "Play demo" }).count()).toBe(0);
    release();
    // The app then shows the same, and asks the guest to register.
    expect(await page.getByTestId("register-to-play").textContent()).toBe("Register or log in to play for real money.");
    expect(await page.getByTestId("game-popup-title").textContent()).toBe("Live Roulette");
    await page.getByTestId("registration-email").waitFor();
    await context.close();
  });

  it("sends a visitor asking for an unknown game home with the games error", async () => {
    const { page, context } = await newPage("desktop");
    await page.goto("/en/games/no-such-game/aurum/no-such-game");
    await page.waitForURL(/\/en$/);
    await page.getByText("The game is not available right now").waitFor();
    await context.close();
  });
});
