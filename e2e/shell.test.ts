import { describe, expect, it } from "vitest";
import { chooseLanguage } from "./support/access.js";
import { newPage, VIEWPORTS, type ViewportName } from "./support/browser.js";

const path = (url: string) => new URL(url).pathname;

for (const vp of Object.keys(VIEWPORTS) as ViewportName[]) {
  describe(`player site shell (${vp})`, () => {
    it("sends a visitor without a language prefix to /en, and an unknown language to en", async () => {
      const { page, context } = await newPage(vp);
      await page.goto("/");
      await page.waitForURL(/\/en$/);
      await page.goto("/promotions");
      await page.waitForURL(/\/en\/promotions$/);
      await page.goto("/es/promotions");
      await page.waitForURL(/\/en\/promotions$/);
      expect(path(page.url())).toBe("/en/promotions");
      await context.close();
    });

    it("marks the body with the platform of the screen", async () => {
      const { page, context } = await newPage(vp);
      await page.goto("/en");
      await page.getByTestId("home").waitFor();
      const cls = await page.evaluate(() => document.body.className);
      expect(cls).toContain(vp === "phone" ? "mobile" : "desktop");
      await context.close();
    });

    it("loads the home page without a failed request: the favicon is the casino's", async () => {
      const { page, context } = await newPage(vp);
      const failed: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error" && /Failed to load resource/.test(m.text())) failed.push(m.location().url);
      });
      await page.goto("/en");
      await page.getByTestId("home").waitFor();
      const icon = await page.locator('link[rel="icon"]').getAttribute("href");
      const res = await page.request.get(icon!);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toContain("image/svg+xml");
      await page.waitForTimeout(1000);
      expect(failed).toEqual([]);
      await context.close();
    });

    it("shows the 404 page for an unknown path", async () => {
      const { page, context } = await newPage(vp);
      const res = await page.goto("/en/no-such-page/at-all");
      // Answered 404 by the server too (accounts spec §2), the page staying the same.
      expect(res?.status()).toBe(404);
      await page.getByTestId("not-found").waitFor();
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Page not found");
      expect(path(page.url())).toBe("/en/no-such-page/at-all");
      await context.close();
    });

    it("opens home with the password-recovery message on failed and expired (accounts spec §2)", async () => {
      const { page, context } = await newPage(vp);
      await page.goto("/en/failed");
      await page.getByTestId("home").waitFor();
      await page.getByTestId("recovery-failed").waitFor();
      await page.getByText("This password recovery link is not valid. Please request a new one.").waitFor();
      await page.goto("/en/expired");
      await page.getByTestId("home").waitFor();
      await page.getByTestId("recovery-expired").waitFor();
      await page.getByText("This password recovery link has expired. Please request a new one.").waitFor();
      await context.close();
    });

    it("switches language and keeps the page, in the new language's slug", async () => {
      const { page, context } = await newPage(vp);
      await page.goto("/en/promotions");
      await page.getByTestId("promotions-page").waitFor();
      await chooseLanguage(page, "de");
      await page.waitForURL(/\/de\/aktionen$/);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
      // The choice is remembered: the bare address now opens German.
      await page.goto("/");
      await page.waitForURL(/\/de$/);
      await context.close();
    });

    it("sends a visitor who opens the account area to the login page", async () => {
      const { page, context } = await newPage(vp);
      await page.goto("/en/account/deposit");
      await page.waitForURL(/\/en\/login$/);
      expect(path(page.url())).toBe("/en/login");
      await context.close();
    });
  });
}

describe("language choice of a new visitor", () => {
  it("follows the browser's language when nothing is stored", async () => {
    const { page, context } = await newPage("desktop", { locale: "uk-UA" });
    await page.goto("/");
    await page.waitForURL(/\/uk$/);
    await context.close();
  });
});

describe("static pages", () => {
  it("shows the FAQ with its title from the content service, in the page's language", async () => {
    const { page, context } = await newPage("phone");
    await page.goto("/en/faq");
    await page.getByTestId("content-page").waitFor();
    expect(await page.title()).toMatch(/FAQ|Frequently/i);
    expect((await page.getByTestId("content-page").textContent())!.length).toBeGreaterThan(500);
    await page.goto("/de/datenschutz");
    await page.getByTestId("content-page").waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
    await context.close();
  });
});

describe("player site shell on a narrow phone", () => {
  it("fits the header in every language at 360 px: nothing scrolls sideways, register stays on screen", async () => {
    const { page } = await newPage("phone");
    await page.setViewportSize({ width: 360, height: 740 });
    for (const lang of ["en", "fr", "ru", "uk", "de", "hi", "pt", "kk", "uz"]) {
      await page.goto(`/${lang}`);
      const register = page.getByTestId("header-register");
      await register.waitFor();
      const box = await register.boundingBox();
      expect({ lang, right: Math.round((box?.x ?? 0) + (box?.width ?? 0)) <= 360 }).toEqual({ lang, right: true });
      expect({ lang, width: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({ lang, width: 360 });
    }
  });

  it("breaks the German footer's long words at a syllable on a phone, never leaving a letter or two alone", async () => {
    const { page } = await newPage("phone");
    await page.goto("/de");
    const footer = page.locator("footer nav a");
    await footer.first().waitFor();
    // Each link's lines: the shortest run of letters a line holds (a word cut near its end leaves one or two).
    const shortest = await footer.evaluateAll((links) =>
      links.map((a) => {
        const text = a.firstChild as Text;
        const lines = new Map<number, string>();
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(text, i);
          range.setEnd(text, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect?.width) continue;
          const top = Math.round(rect.top);
          lines.set(top, (lines.get(top) ?? "") + text.data[i]);
        }
        return {
          text: text.data.replaceAll("\u00ad", ""),
          shortest: Math.min(...[...lines.values()].map((l) => l.trim().length)),
        };
      }),
    );
    for (const link of shortest) expect({ ...link, shortest: link.shortest >= 3 }).toEqual({ ...link, shortest: true });
  });
});
