import { DOCUMENT_TYPES, UPLOAD_RULES } from "@casino/contracts/kyc";
import { roleCan } from "@casino/contracts/operators";
import { promotionInputSchema } from "@casino/contracts/promotions";
import { COOLDOWN_PERIODS, LOCK_PERIODS, REALITY_CHECK_MINUTES } from "@casino/contracts/protection";
import { type Language, STATIC_PAGES, SUPPORTED_LANGUAGES } from "@casino/contracts/site";
import { describe, expect, it } from "vitest";
import { testApp } from "../../../test/harness.js";
import { loadConfig } from "../../platform/config.js";
import { parseThresholds } from "../kyc/rules.js";
import { WITHDRAWAL_LIMITS } from "../payments/limits.js";
import { DEFAULT_CONTRIBUTION, DEFAULT_WAGERING_CAP } from "../promotions/wagering.js";
import { PENDING_MS, RULES } from "../protection/limits.js";

/**
 * The pages say what the product does (nothing it does not): every static
 * page and route description, as a player reads it through the api, against
 * the code's own figures and defaults.
 */
const app = await testApp();
const get = async (url: string) => (await app.inject({ method: "GET", url })).json();

/** What a player reads: the page's text without tags, entities decoded, spaces collapsed. */
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
async function page(lang: string, path: string) {
  const p = await get(`/seo/v1/content/${lang}/${path}`);
  const html = p.html as string;
  /** The text under each heading, by the heading's text. */
  const sections = Object.fromEntries(
    html
      .split(/<h2[^>]*>/)
      .slice(1)
      .map((part) => {
        const [heading = "", body = ""] = part.split(/<\/h2>/);
        return [plain(heading).trim(), plain(body)];
      }),
  );
  return { title: p.title as string, description: p.description as string, text: plain(html), sections };
}

/** Features that are not built, in the words each language would use for them. */
const NOT_BUILT: Record<Language, RegExp[]> = {
  en: [],
  de: [/freispiel/i],
  fr: [/tours? gratuits?/i, /remise en argent/i],
  ru: [/фриспин/i, /бесплатн\S* вращени/i, /к[эе]шб[эе]к/i],
  uk: [/фриспін/i, /безкоштовн\S* оберт/i, /к[еэ]шб[еэ]к/i],
  hi: [/फ़्री स्पिन/, /फ्री स्पिन/, /मुफ़्त स्पिन/, /कैशबैक/],
  pt: [/rodadas? grátis/i, /giros? grátis/i],
  kk: [/тегін айналым/i, /к[эе]шб[эе]к/i],
  uz: [/bepul aylanish/i, /keshbek/i],
};
const EVERYWHERE = [/free ?spins?/i, /lucky ?club/i, /cash ?back/i];

/** "EUR 0.20", "EUR 500", "INR 42,000": minor units (2 places) as the English pages write them. */
function amount(currency: string, minor: bigint): string {
  const major = Number(minor) / 100;
  const digits = Number.isInteger(major) ? 0 : 2;
  return `${currency} ${major.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}
const CURRENCIES = ["EUR", "UAH", "INR"];

describe("pages promise nothing the product does not have", () => {
  it.each(SUPPORTED_LANGUAGES)(
    "no page or route description in %s mentions free spins, cashback or the lucky club",
    async (lang) => {
      const words = [...EVERYWHERE, ...NOT_BUILT[lang]];
      for (const path of STATIC_PAGES) {
        const p = await page(lang, path);
        for (const w of words) expect(`${p.title} ${p.description} ${p.text}`, `${lang}/${path}`).not.toMatch(w);
      }
      const seo = await get(`/seo/v1/content/${lang}.json`);
      expect(Object.keys(seo.routes), lang).not.toContain("lucky-club");
      for (const [route, r] of Object.entries(seo.routes as Record<string, { title: string; description: string }>)) {
        for (const w of words) expect(`${r.title} ${r.description}`, `${lang} ${route}`).not.toMatch(w);
      }
    },
  );

  it("calls /chat what it is: support (questions, contact form, messengers), no live chat", async () => {
    const chat = (await get("/seo/v1/content/en.json")).routes.chat;
    expect(`${chat.title} ${chat.description}`).not.toMatch(/live chat|community/i);
    expect(chat.title).toBe("Support");
    expect(chat.description).toMatch(/contact form/);
    expect((await page("en", "about-us")).text).not.toMatch(/through the chat/);
  });
});

describe("the English pages state the code's figures", () => {
  const promotionDefaults = promotionInputSchema.parse({
    kind: "deposit_match",
    trigger: "deposit",
    texts: { en: { title: "t", description: "d", details: "x" } },
    money: {},
    wageringMultiplier: 1,
  });

  it("bonus terms: wagering cap, game weights, max bet, one bonus at a time, periods, withdrawals", async () => {
    const { text, description, sections } = await page("en", "bonus-terms");
    expect(text).toContain(`never more than ${DEFAULT_WAGERING_CAP} times`);
    const w = DEFAULT_CONTRIBUTION.categories!;
    expect(text).toContain(`slots count ${w.slots}% towards wagering, table games ${w.table}%, live games ${w.live}%`);
    expect(DEFAULT_CONTRIBUTION.default).toBe(0);
    expect(text).toContain("other games, such as lottery games, do not count");
    // the max bet is a promotion's own (no house amount): the page names none and says a bet above it is refused
    const maxBet = sections["Maximum bet"] ?? "";
    expect(maxBet).toContain("any bet above it is refused");
    expect(maxBet).not.toMatch(/(EUR|USD|UAH|INR|€)\s?\d/);
    expect(text).toContain("Only one bonus can be active at a time");
    expect(text).toContain(`${promotionDefaults.wageringHours / 24} days unless it says otherwise`);
    expect(text).toContain(`${promotionDefaults.claimHours / 24} days unless it says otherwise`);
    expect(promotionDefaults.allowWithdrawals).toBe(false);
    expect(text).toContain("Unless the promotion allows it, a withdrawal cannot be requested while a bonus is active");
    expect(text).toContain("cool-down or self-exclusion ends every active or offered bonus");
    expect(description).not.toMatch(/spin/i);
  });

  it("FAQ: withdrawal minimum and maximum, the verification amounts and two approvals, as configured by default", async () => {
    const { text } = await page("en", "faq");
    const min = CURRENCIES.map((c) => amount(c, WITHDRAWAL_LIMITS[c]!.min));
    const max = CURRENCIES.map((c) => amount(c, WITHDRAWAL_LIMITS[c]!.max));
    expect(text).toContain(`The minimum withdrawal is ${min[0]}, ${min[1]} or ${min[2]}.`);
    expect(text).toContain(`The maximum per withdrawal is ${max[0]}, ${max[1]} or ${max[2]}.`);
    const config = loadConfig({ NODE_ENV: "test" } as NodeJS.ProcessEnv);
    const list = (m: Record<string, bigint>) => {
      const xs = CURRENCIES.map((c) => amount(c, m[c]!));
      return `${xs.slice(0, -1).join(", ")} or ${xs.at(-1)}`;
    };
    expect(text).toContain(`a withdrawal above ${list(parseThresholds(config.KYC_WITHDRAWAL_THRESHOLDS))}`);
    expect(text).toContain(`once your deposits in total exceed ${list(parseThresholds(config.KYC_DEPOSIT_THRESHOLDS))}`);
    expect(text).toContain(`withdrawals above ${list(config.withdrawalFourEyes)} (the default amounts) are approved by two`);
    expect(text).toContain("you can cancel it on the withdrawal page");
    expect(text).not.toMatch(/within 24 hours|business days/);
  });

  it("KYC: the document types offered, the file rules and the verification amounts", async () => {
    const { text } = await page("en", "kyc");
    const labels: Record<(typeof DOCUMENT_TYPES)[number], string> = {
      PASS: "passport",
      F_PASS: "foreign passport",
      ID_CARD: "ID card",
      D_LICENCE: "driving licence",
      AADHAAR_CARD: "Aadhaar card",
      PAN_CARD: "PAN card",
    };
    for (const t of DOCUMENT_TYPES) expect(text, t).toContain(labels[t]);
    expect(text).not.toMatch(/proof of address|utility bill|selfie|bank card/i);
    expect(text).toContain(`up to ${UPLOAD_RULES.maxBytes / 1024 / 1024} MB`);
    expect(text).toContain(`up to ${UPLOAD_RULES.maxFilesPerDocument} files`);
    for (const ext of UPLOAD_RULES.extensions) expect(text, ext).toContain(ext.slice(1).toUpperCase());
    const config = loadConfig({ NODE_ENV: "test" } as NodeJS.ProcessEnv);
    expect(text).toContain(`above ${amount("EUR", parseThresholds(config.KYC_WITHDRAWAL_THRESHOLDS).EUR!)}`);
    expect(text).not.toMatch(/encrypted|10 MB/);
  });

  it("responsible gambling: the periods, the reality check, the session bounds and the wait before a higher limit", async () => {
    const { text } = await page("en", "responsible-gambling");
    const say = (xs: readonly string[]) => xs.join(", ").replace(/, (?=[^,]*$)/, " or ");
    const cooldown: Record<(typeof COOLDOWN_PERIODS)[number], string> = {
      "24h": "24 hours",
      "1w": "one week",
      "1m": "one month",
      "6w": "six weeks",
    };
    const lock: Record<(typeof LOCK_PERIODS)[number], string> = {
      "6m": "six months",
      "1y": "one year",
      "2y": "two years",
      "5y": "five years",
      forever: "permanently",
    };
    expect(text).toContain(`for ${say(COOLDOWN_PERIODS.map((p) => cooldown[p]))}.`);
    expect(text).toContain(`for ${say(LOCK_PERIODS.map((p) => lock[p]))}.`);
    expect(text).toContain(`every ${say(REALITY_CHECK_MINUTES.map(String))} minutes`);
    expect(text).toContain(`from ${RULES.minGameSessionDuration} minutes to ${RULES.maxGameSessionDuration / 60} hours`);
    expect(text).toContain(`waits ${PENDING_MS / 3_600_000} hours and then takes effect only when you confirm it`);
  });

  it("responsible gambling and FAQ: support starts a cool-down or self-exclusion, which its role may do; limits stay the player's", async () => {
    const help = (await page("en", "responsible-gambling")).sections["Where to find help"];
    expect(help).toContain("they can start a cool-down or self-exclusion for you straight away");
    expect((await page("en", "faq")).text).toContain("Support can also start a cool-down or self-exclusion for you at any time.");
    expect(roleCan("support", "protection.exclude")).toBe(true);
    // support cannot set limits, so no page says it can
    expect(roleCan("support", "protection.write")).toBe(false);
    for (const path of ["responsible-gambling", "faq"]) expect((await page("en", path)).text).not.toMatch(/support[^.]*\blimit/i);
  });
});
