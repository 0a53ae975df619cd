import { describe, expect, it } from "vitest";
import { newPage } from "./support/browser.js";
import { call, completeProfile, credit, logInAs, registeredPlayer } from "./support/player.js";
import { playRound } from "./support/polar.js";

/**
 * One page, one language: the URL's (accounts spec §2, §4). A page with texts of its own part (the restrictions'
 * texts are in i18n/account) once came up with its own text in the URL's language and the shell's (footer, big-win
 * popup) in the default one, as its part's texts had been taken for the whole language's.
 */
describe("the language of a page", () => {
  it("an English account on a German account page: page, footer and big-win popup all German (phone)", async () => {
    // A player of their own country: another journey's popups never cover this one.
    const p = await completeProfile(await registeredPlayer("AUT"));
    await call("/session/v1/language/en", { token: p.token, method: "POST" });
    const details = await call<{ data: Record<string, string> }>("/account/v1/details", { token: p.token });
    expect(details.data.LANGUAGE).toBe("en");
    // A big win (25× the stake) the player has not been told about: the site's watch shows its popup.
    await credit(p, 1_000);
    await playRound(p, "aurora-reels", 100, 2_500);

    const { page, context } = await newPage("phone");
    await logInAs(context, p);
    // A phone's first visit: the default language's texts (the fallback) arrive after the page's chunk and its
    // German part, as they did in the browser walk; held back here so every run meets that order.
    await page.route(/\/assets\/en-[\w-]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.goto("/de/account/restrictions");
    await page.getByTestId("limits-form").waitFor();
    expect(await page.locator("main h1").first().textContent()).toBe("Limits und Beschränkungen");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");

    const footer = page.locator("footer");
    expect(await footer.textContent()).toContain("Nur 18+. Glücksspiel kann süchtig machen");
    expect(await footer.getByRole("link", { name: "Über uns" }).count()).toBe(1);

    const popup = page.getByTestId("bigwin-notification-dialog");
    await popup.waitFor({ timeout: 20_000 });
    expect(await popup.textContent()).toContain("Großer Gewinn!");
    expect(await popup.getByTestId("bigwin-later").textContent()).toBe("Später");
    await context.close();
  });
});
