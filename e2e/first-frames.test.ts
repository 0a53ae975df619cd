import { describe, expect, it } from "vitest";
import { holdAppScripts, newPage } from "./support/browser.js";
import { logInAs, registeredPlayer } from "./support/player.js";

/**
 * index.html paints a page's first screen before the app's code comes (apps/web/src/routes/first-frame.ts), in
 * the markup and classes the page's components render, so that React replaces it with the same boxes. The two
 * are written apart; this journey holds the app's scripts back, reads the first frame, lets the app render, and
 * checks that every box of the first frame is there again, in the same order, with its classes.
 */

type Box = { tag: string; classes: string[] };

/** Every element under the visible shell's first frame, in document order (its skeletons left out: they go). */
const firstFrameBoxes = () =>
  [...(document.querySelector("#root>:not([hidden]) [data-first]")?.querySelectorAll("*") ?? [])]
    .filter((e) => !e.closest('[aria-busy="true"]'))
    .map((e) => ({ tag: e.tagName.toLowerCase(), classes: [...e.classList] }));

/** Every element of the app's page, in document order. */
const appBoxes = () =>
  [...document.querySelectorAll("#root *")].map((e) => ({ tag: e.tagName.toLowerCase(), classes: [...e.classList] }));

/**
 * The first frame's boxes the app's page does not show in the same order with at least the same classes (a
 * chip is a link once the app has come: the tags may differ, the classes not).
 */
function missing(first: Box[], app: Box[]): Box[] {
  const out: Box[] = [];
  let at = 0;
  for (const box of first) {
    const found = app.findIndex(
      (b, i) => i >= at && box.classes.every((c) => b.classes.includes(c)) && (box.classes.length > 0 || b.tag === box.tag),
    );
    if (found < 0) out.push(box);
    else at = found + 1;
  }
  return out;
}

/** A phone page at `path` with the app's scripts held back (its first frame only) until `release()`. */
async function heldPage(path: string) {
  const { page, context } = await newPage("phone");
  const release = await holdAppScripts(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return { page, context, release };
}

const PAGES = [
  { name: "all games", path: "/en/categories" },
  { name: "a category", path: "/en/categories/top/2" },
  { name: "search", path: "/en/search" },
  { name: "the public deposit page", path: "/en/payments/deposit" },
  { name: "promotions", path: "/en/promotions" },
  { name: "the blog", path: "/en/blog" },
  { name: "a guest's real-money game", path: "/en/games/live-roulette/aurum/live-roulette" },
  { name: "a category in Russian", path: "/ru/kategorii/top/2" },
];

describe("first frames (phone)", () => {
  for (const p of PAGES) {
    it(`${p.name}: the app renders every box index.html painted first`, async () => {
      const { page, context } = await newPage("phone");
      const release = await holdAppScripts(page);
      await page.goto(p.path, { waitUntil: "domcontentloaded" });
      // The first frame with its answers: a heading (every first frame has one) outside any skeleton.
      await page.waitForFunction(() =>
        [...document.querySelectorAll("#root>:not([hidden]) [data-first] h1")].some((h) => !h.closest('[aria-busy="true"]')),
      );
      const first = await page.evaluate(firstFrameBoxes);
      expect(first.length).toBeGreaterThan(3);
      release();
      // The app's first render replaces the shells.
      await page.waitForFunction(() => !document.querySelector("[data-first]"));
      await page.waitForLoadState("networkidle");
      expect(missing(first, await page.evaluate(appBoxes))).toEqual([]);
      await context.close();
    });
  }

  it("a tap before the app's code runs goes where the app's own link goes: a tile, a chip, a game's demo and close", async () => {
    const { page, context, release } = await heldPage("/en/categories/top/2");
    const firstTile = page.locator("[data-first] .group.relative a").first();
    await firstTile.waitFor();
    const links = (selector: string) =>
      page.evaluate((s) => [...document.querySelectorAll(s)].map((a) => a.getAttribute("href")), selector);
    const firstChips = await links("[data-first] nav a");
    const firstTiles = await links("[data-first] .group.relative a");
    expect(firstChips.length).toBeGreaterThan(2);
    expect(firstTiles.length).toBeGreaterThan(2);
    release();
    await page.waitForFunction(() => !document.querySelector("[data-first]"));
    // The app's chips and tiles link to the same places, in the same order.
    expect(await links('[data-testid="category-chips"] a')).toEqual(firstChips);
    expect((await links('[data-testid="game-tile"] > a')).slice(0, firstTiles.length)).toEqual(firstTiles);
    await context.close();

    // A tile tapped while the code is still on its way opens that game.
    const second = await heldPage("/en/categories/top/2");
    const tile = second.page.locator("[data-first] .group.relative a").first();
    const name = await tile.getAttribute("aria-label");
    await tile.click();
    await second.page.waitForURL((u) => u.pathname === firstTiles[0], { waitUntil: "commit" });
    second.release();
    await second.page.getByRole("heading", { name: name!, exact: true }).waitFor();
    await second.context.close();

    // A guest's real-money game: its demo button and its close are links before the code comes, too.
    const third = await heldPage("/en/games/dragon-fortune/aurum-studio/dragon-fortune");
    const demo = third.page.locator("[data-first] a", { hasText: "Play demo" }).first();
    await demo.waitFor();
    expect(await third.page.locator('[data-first] a[aria-label="Close"]').getAttribute("href")).toBe("/en");
    await demo.click();
    await third.page.waitForURL((u) => u.pathname === "/en/games/dragon-fortune/aurum-studio/dragon-fortune/free", {
      waitUntil: "commit",
    });
    third.release();
    await third.page.frameLocator('[data-testid="game-frame"]').getByTestId("spin").waitFor();
    await third.context.close();
  });

  it("a tap on a first frame's button that opens a dialog or more is done once the app runs", async () => {
    // a promotion's details
    const { page, context, release } = await heldPage("/en/promotions");
    const details = page.locator('[data-first] [data-first-tap^="promotion-details:"]').first();
    await details.waitFor();
    const title = await details.locator("xpath=ancestor::article//h3").textContent();
    await details.click();
    release();
    const dialog = page.getByTestId("promotion-details");
    await dialog.waitFor();
    expect(await dialog.getByRole("heading", { level: 2 }).first().textContent()).toBe(title);
    await context.close();

    // the blog's "more"
    const blog = await heldPage("/en/blog");
    const more = blog.page.locator('[data-first] [data-first-tap="blog-more"]');
    await more.waitFor();
    await more.click();
    blog.release();
    await blog.page.getByTestId("blog-list").waitFor();
    await expect.poll(() => blog.page.getByTestId("blog-post-card").count()).toBeGreaterThanOrEqual(4);
    await blog.context.close();
  });

  it("a player's history: the app renders every box index.html painted from the stored session, and the same sum", async () => {
    // A player in dollars: the first frame writes the sum in the stored session's currency, as the page does.
    const player = await registeredPlayer("EST", "USD");
    const { page, context } = await newPage("phone");
    await logInAs(context, player);
    const release = await holdAppScripts(page);
    await page.goto("/en/account/history", { waitUntil: "domcontentloaded" });
    await page.waitForFunction(() => !!document.querySelector("#root>:not([hidden]) [data-first] h1"));
    const first = await page.evaluate(firstFrameBoxes);
    expect(first.length).toBeGreaterThan(8);
    const sum = await page.evaluate(() => document.querySelector("[data-first] p")?.textContent);
    expect(sum).toBe("Net deposits since you joined: $0.00");
    release();
    await page.waitForFunction(() => !document.querySelector("[data-first]"));
    await page.waitForLoadState("networkidle");
    expect(missing(first, await page.evaluate(appBoxes))).toEqual([]);
    expect(await page.getByTestId("lifetime-net-deposits").textContent()).toBe(sum);
    await context.close();
  });
});
