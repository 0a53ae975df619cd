import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, VIEWPORTS, type ViewportName } from "./support/browser.js";

/** The words the player must read, in the two languages these journeys play in. */
const WORDS = {
  en: { free: "free", push: "Push", win: "Win", noDemo: /demo/i },
  ru: { free: "besplatno", push: "Ничья", win: "Выигрыш", noDemo: /демо/i },
} as const;
type Lang = keyof typeof WORDS;

const CASES: { vp: ViewportName; lang: Lang }[] = [
  { vp: "desktop", lang: "en" },
  { vp: "phone", lang: "ru" },
  { vp: "phone", lang: "en" },
];

const gameFrame = (page: Page) => page.frameLocator('[data-testid="game-frame"]');

/** A guest opens the game's demo in `lang` and waits for its deal/spin button. */
async function openDemo(page: Page, lang: Lang, id: string) {
  await page.goto(`/${lang}/games/${id}/aurum/${id}/fun`);
  await page.waitForURL(new RegExp(`/${lang}/[^/]+/[^/]+/[^/]+/${id}/${WORDS[lang].free}$`));
  const game = gameFrame(page);
  await game.getByTestId("spin").waitFor();
  return game;
}

/** Deal, decline insurance and stand until the round has settled; the seat's classes say how it ended. */
async function blackjackRound(game: FrameLocator): Promise<string> {
  await game.getByTestId("spin").click();
  const settled = game.locator(
    ".hands .seat.blackjack, .hands .seat.win, .hands .seat.push, .hands .seat.lose, .hands .seat.bust",
  );
  // The deal button is disabled from the click until the round has settled and its result is written.
  const ready = game.locator('[data-testid="spin"]:enabled');
  for (let step = 0; step < 60; step++) {
    if ((await settled.count()) > 0 && (await ready.isVisible())) {
      return (await settled.first().getAttribute("class")) ?? "";
    }
    const next = game.locator('[data-action="no-insurance"]:enabled, [data-action="stand"]:enabled').first();
    if (await next.isVisible()) await next.click().catch(() => {});
    else await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the blackjack round did not settle");
}

describe("what the player reads at the studio's tables", () => {
  for (const { vp, lang } of CASES) {
    const words = WORDS[lang];

    it(`blackjack (${vp}, ${lang}): a push reads "${words.push}" in the result and the last rounds, never "${words.win}"`, async () => {
      const { page } = await newPage(vp, { locale: lang });
      const game = await openDemo(page, lang, "blackjack");
      // Standing on every hand pushes about one round in twelve: play fun rounds until one does.
      let pushed = false;
      for (let round = 0; round < 80 && !pushed; round++) {
        pushed = (await blackjackRound(game)).split(" ").includes("push");
      }
      expect(pushed, "no push in 80 rounds").toBe(true);
      await expect.poll(() => game.getByTestId("round-message").textContent()).toBe(words.push);

      await game.getByTestId("history-button").click();
      const newest = game.getByTestId("history-round").first();
      await expect.poll(() => newest.getAttribute("data-result"), { timeout: 10_000 }).toBe("push");
      await expect.poll(() => newest.getByTestId("history-outcome").textContent()).toBe(words.push);
      // Every round in the list: a returned stake or a loss is never called a win.
      for (const row of await game.getByTestId("history-round").all()) {
        const result = await row.getAttribute("data-result");
        const label = await row.getByTestId("history-outcome").textContent();
        if (result === "win") expect(label).toBe(words.win);
        else expect(label).not.toBe(words.win);
      }

      if (vp === "phone") {
        // The Verify link of every row is inside the 390 px screen.
        const width = VIEWPORTS.phone.width;
        for (const link of await game.getByTestId("history-verify").all()) {
          const box = await link.boundingBox();
          expect(box).not.toBeNull();
          expect(box!.x).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        }
      }
    }, 240_000);

    it(`roulette (${vp}, ${lang}): the dozens read as the numbers they cover`, async () => {
      const { page } = await newPage(vp, { locale: lang });
      const game = await openDemo(page, lang, "european-roulette");
      for (const range of ["1–12", "13–24", "25–36"]) {
        await expect.poll(() => game.getByRole("button", { name: range, exact: true }).count()).toBe(1);
      }
      await expect.poll(() => game.getByText(/\d\. 12/).count()).toBe(0);
    });

    it(`the live table (${vp}, ${lang}): a guest is asked to log in and offered no demo`, async () => {
      const { page } = await newPage(vp, { locale: lang });
      await page.goto(`/${lang}/games/live-roulette/aurum/live-roulette`);
      const prompt = page.getByTestId("register-to-play");
      await prompt.waitFor();
      expect(await prompt.textContent()).not.toMatch(words.noDemo);
      await expect.poll(() => page.getByRole("button", { name: words.noDemo }).count()).toBe(0);
    });

    if (vp === "phone") {
      it(`the game's header (${vp}, ${lang}): the name and the balance's label are not cut short at 390 px`, async () => {
        const { page } = await newPage(vp, { locale: lang });
        const game = await openDemo(page, lang, "european-roulette");
        const fits = (sel: string) =>
          game.locator(sel).evaluateAll((els) => els.map((e) => e.scrollWidth <= e.clientWidth && e.clientWidth > 0));
        // The casino's own bar above the game and the game's header both show the whole name.
        const title = page.getByTestId("game-popup-title");
        expect(await title.textContent()).toBe("European Roulette");
        expect(await title.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
        await expect.poll(() => fits(".topbar .title")).toEqual([true]);
        expect(await game.locator(".topbar .title-name").textContent()).toBe("European Roulette");
        await expect.poll(() => fits(".topbar .meter span")).not.toContain(false);
        const right = await game
          .locator(".topbar")
          .evaluate((bar) => Math.max(...[...bar.querySelectorAll("*")].map((e) => e.getBoundingClientRect().right)));
        expect(right).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      });
    }
  }
});
