import { beforeAll, describe, expect, it, vi } from "vitest";
import { i18next, initI18n, loadPart } from "./index";

// The default language's messages arrive last, as on a phone's first visit where the page's chunk and its part
// outran them.
vi.mock("./messages/en.json", async (importOriginal) => {
  await new Promise((r) => setTimeout(r, 200));
  return importOriginal();
});

describe("the site's texts in the URL's language", () => {
  beforeAll(() => {
    vi.stubGlobal("document", { documentElement: { lang: "" } });
  });

  it("has a language's messages when a page's part of it came first (the restrictions page opened in German)", async () => {
    // main.tsx: the language and the page's chunk load side by side; the chunk asks for its part (`account`) as
    // soon as i18next has started, before the messages are there.
    const ready = initI18n("de");
    await vi.waitFor(() => expect(i18next.isInitialized).toBe(true));
    await loadPart("account");
    await ready;
    expect(i18next.language).toBe("de");
    expect(document.documentElement.lang).toBe("de");
    // The page's own text, the footer's and the big-win popup's: all German.
    expect(i18next.t("protection.title")).toBe("Limits und Beschränkungen");
    expect(i18next.t("footer.rights")).toBe("Alle Rechte vorbehalten.");
    expect(i18next.t("bigwins.notification.title")).toBe("Großer Gewinn!");
  });
});
