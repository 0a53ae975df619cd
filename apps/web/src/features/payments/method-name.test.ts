import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { methodName } from "./method-name";

const messages = (lang: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../../i18n/account/${lang}.json`), "utf8")) as Record<string, unknown>;

async function tIn(lang: string) {
  const i18n = createInstance();
  await i18n.init({
    lng: lang,
    fallbackLng: "en",
    resources: { [lang]: { translation: messages(lang) }, en: { translation: messages("en") } },
  });
  return i18n.t;
}

describe("methodName", () => {
  it("translates a generic method's name by its id", async () => {
    expect(methodName(await tIn("en"), "bank", "Bank transfer")).toBe("Bank transfer");
    expect(methodName(await tIn("ru"), "bank", "Bank transfer")).toBe("Банковский перевод");
    expect(methodName(await tIn("de"), "bank")).toBe("Banküberweisung");
  });

  it("keeps a brand's name as the provider gives it, else the id", async () => {
    const t = await tIn("ru");
    expect(methodName(t, "sandwallet", "SandWallet")).toBe("SandWallet");
    expect(methodName(t, "card", "Visa / Mastercard")).toBe("Visa / Mastercard");
    expect(methodName(t, "newpay")).toBe("newpay");
  });

  it("every language names the generic methods in its own words", () => {
    const en = (messages("en").payments as { method_name: Record<string, string> }).method_name;
    for (const lang of ["de", "fr", "hi", "kk", "pt", "ru", "uk", "uz"]) {
      const names = (messages(lang).payments as { method_name: Record<string, string> }).method_name;
      for (const id of Object.keys(en)) {
        expect(names[id], `${lang} ${id}`).toBeTruthy();
        expect(names[id], `${lang} ${id}`).not.toBe(en[id]);
      }
    }
  });
});
