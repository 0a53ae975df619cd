import { formatMoney } from "@casino/money";
import type { FrameLocator, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { checkTerms, lastMessage, uniqueUaPhone } from "./support/access.js";
import { newPage, type ViewportName } from "./support/browser.js";
import { newOperator, type OperatorApi } from "./support/operator.js";
import { answerLimitOffer, call, completeProfile, credit, logInAs, PASSWORD, registeredPlayer } from "./support/player.js";

/**
 * Issue 12 §6, the player's side of a bonus through the real site: register
 * with a promo code, deposit by card, choose the first-deposit bonus, play
 * it through on a studio slot, claim it into cash; cancel a bonus; the
 * max-bet rule refused in the game. The journey's promotions are its own
 * (created through the operator api) and only for Romania, so parallel
 * journeys' players never see them.
 */

const pspUrl = () => inject("pspUrl");
const GAME = "/games/dragon-fortune/aurum/dragon-fortune";
const PROMOTIONS: Record<string, string> = { en: "/en/promotions", ru: "/ru/akcii" };
const eur = (minor: number, lang: string) => formatMoney(BigInt(minor), "EUR", { locale: lang });

let op: OperatorApi;
/** A no-deposit offer behind a registration code. */
let coded: { id: string; code: string };
/** The first-deposit match the player picks: 10 % of the deposit up to €1, wagered 3×, at most €1.00 a bet. */
let welcome: { id: string };
/** A bonus an operator grants (for the cancel and max-bet journeys): €5, 3×, at most €1.00 a bet. */
let granted: { id: string };

const texts = (en: string, ru: string) => ({
  en: { title: en, description: `${en}: a bonus for the journey.`, details: "Wager the bonus 3× on slots." },
  ru: { title: ru, description: `${ru}: бонус для проверки.`, details: "Отыграйте бонус 3× на слотах." },
});

beforeAll(async () => {
  op = await newOperator("content");
  const stamp = Date.now().toString(36).toUpperCase();
  const base = {
    regions: ["ROU"],
    wageringMultiplier: 3,
    contribution: { default: 100 },
    weight: 1000,
  };
  const c = await op.call<{ id: string }>("/operator/v1/promotions", {
    ...base,
    kind: "no_deposit",
    trigger: "promo_code",
    texts: texts(`Code gift ${stamp}`, `Подарок по коду ${stamp}`),
    money: { EUR: { amount: 200, maxBet: 100 } },
  });
  const code = `RO${stamp}`;
  await op.call(`/operator/v1/promotions/${c.id}/codes`, { code, maxUses: null });
  coded = { id: c.id, code };
  welcome = await op.call<{ id: string }>("/operator/v1/promotions", {
    ...base,
    kind: "deposit_match",
    trigger: "deposit",
    depositNumber: 1,
    matchPercent: 10,
    texts: texts(`Romanian welcome ${stamp}`, `Румынский приветственный ${stamp}`),
    money: { EUR: { maxBonus: 100, minDeposit: 1000, maxBet: 100 } },
  });
  granted = await op.call<{ id: string }>("/operator/v1/promotions", {
    ...base,
    kind: "no_deposit",
    trigger: "manual",
    texts: texts(`Granted ${stamp}`, `Подаренный ${stamp}`),
    money: { EUR: { amount: 500, maxBet: 100 } },
  });
}, 120_000);

/** Text of an element without a screen-reader prefix ("Balance: €1.00" → "€1.00"). */
const headerBalance = async (page: Page) =>
  ((await page.getByTestId("header-balance").textContent()) ?? "").replace(/^[^:]*:\s*/, "");

/** Opens the studio slot for real money (filling in the details a first real launch asks for). */
async function openSlot(page: Page, lang: string, game = GAME): Promise<FrameLocator> {
  await page.goto(`/${lang}${game}`);
  const frame = page.frameLocator('[data-testid="game-frame"]');
  const details = page.getByTestId("missing-details-dialog");
  const first = await Promise.race([
    details.waitFor({ timeout: 30_000 }).then(() => "details" as const),
    frame
      .getByTestId("spin")
      .waitFor({ timeout: 30_000 })
      .then(() => "game" as const),
  ]);
  if (first === "details") {
    await details.locator("#md-FIRSTNAME").fill("Ioana");
    await details.locator("#md-LASTNAME").fill("Popescu");
    await details.locator("#md-BIRTHDAY").fill("14051990");
    await details.locator("#md-GENDER").selectOption("F");
    await details.locator("#md-LOCATION_CITY").fill("Cluj-Napoca");
    await page.getByTestId("missing-details-confirm").click();
  }
  await frame.getByTestId("spin").waitFor({ timeout: 30_000 });
  return frame;
}

/** Rounds the game sends to the studio (POST …/rounds): a stake the game refuses itself never leaves the page. */
function roundsSent(page: Page) {
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && /\/rounds$/.test(new URL(r.url()).pathname)) sent.push(r.url());
  });
  return sent;
}

/** Steps the slot's stake (− / + beside it) until it shows `want`. */
async function setStake(frame: FrameLocator, want: string) {
  const stepper = frame.locator(".stake-picker .stepper button");
  const stake = frame.getByTestId("stake");
  for (let n = 0; n < 30 && (await stake.textContent()) !== want; n++) {
    const now = (await stake.textContent()) ?? "";
    const value = Number(now.replace(/[^\d,.]/g, "").replace(",", "."));
    const target = Number(want.replace(/[^\d,.]/g, "").replace(",", "."));
    await stepper.nth(value < target ? 1 : 0).click();
  }
  expect(await stake.textContent()).toBe(want);
}

/** The player's token as the site keeps it (to read what the casino recorded). */
const tokenOf = async (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem("session") ?? "{}") as { token: string }).token);

/** The wagering the casino counted on the active bonus (minor units). */
const wagered = async (token: string) =>
  (await call<{ bonus: { wageringDone: number } | null }>("/promotions/v2/active", { token })).bonus?.wageringDone;

/**
 * One spin the casino takes: pressed while the reels stand still (a press while they turn only stops them
 * sooner), then waited for until the casino counted its stake and the reels stopped.
 */
async function spinOnce(frame: FrameLocator, token: string, expectWagered: number) {
  // the stake's buttons are locked while a round runs (the spin button stays live to stop the reels)
  const idle = () => frame.locator(".stake-picker button[data-lock]").last().isEnabled();
  await expect.poll(idle, { timeout: 20_000 }).toBe(true);
  await frame.getByTestId("spin").click();
  await expect.poll(() => wagered(token), { timeout: 20_000 }).toBe(expectWagered);
  await expect.poll(idle, { timeout: 20_000 }).toBe(true);
}

/** Registers by phone from the site's form, country Romania, euros, with a promo code. */
async function registerWithCode(page: Page, lang: string, code: string) {
  const phone = uniqueUaPhone();
  await page.goto(`/${lang}/registration/phone`);
  await page.getByTestId("registration-phone-code").selectOption("UA");
  await page.getByTestId("registration-phone").fill(phone.national);
  await page.getByTestId("registration-password").fill(PASSWORD);
  await page.getByTestId("registration-country").selectOption("ROU");
  await page.getByTestId("registration-currency").selectOption("EUR");
  await page.getByRole("button", { name: lang === "ru" ? "У меня есть промокод" : "I have a promo code" }).click();
  await page.getByTestId("registration-promocode").fill(code);
  await checkTerms(page, "registration");
  await page.getByTestId("registration-submit").click();
  await page.getByTestId("registration-code-step").waitFor();
  const sms = await lastMessage(phone.e164, "registration");
  await page.getByTestId("confirmation-code").fill(sms.code!);
  await page.getByTestId("code-confirm").click();
  await page.waitForURL(new RegExp(`/${lang}/account/deposit`));
}

/** A card deposit through the sandbox provider's page and its 3-D Secure challenge. */
async function depositByCard(page: Page, lang: string, amount: string) {
  await page.goto(`/${lang}/account/deposit`);
  await answerLimitOffer(page);
  await page.getByTestId("method-card").click();
  await page.getByTestId("payment-amount").fill(amount);
  await page.getByTestId("payment-submit").click();
  await page.waitForURL(`${pspUrl()}/pay/**`);
  await page.locator("#number").fill("4000 0000 0000 3220");
  await page.locator("#expiry").fill("12/30");
  await page.locator("#cvc").fill("123");
  await page.locator("#holder").fill("Ioana Popescu");
  await page.getByRole("button", { name: /^Pay/ }).click();
  await page.getByRole("button", { name: "Approve payment" }).click();
  await page.locator('[data-testid="payment-result"][data-status="success"]').waitFor({ timeout: 45_000 });
}

describe.each([
  ["desktop", "en"],
  ["phone", "ru"],
] as [ViewportName, string][])("a first-deposit bonus, %s, %s", (viewport, lang) => {
  it("register with a promo code, deposit by card, choose the bonus, wager it on a slot, claim it into cash", async () => {
    const { page } = await newPage(viewport, { locale: lang });
    await registerWithCode(page, lang, coded.code);

    // The code's promotion waits among the player's offers.
    await page.goto(PROMOTIONS[lang]!);
    const offer = page.getByTestId("promotions-pending").getByTestId(`promotion-${coded.id}`);
    await offer.waitFor();
    expect(await offer.getByRole("heading").textContent()).toMatch(lang === "ru" ? /^Подарок по коду/ : /^Code gift/);

    // First deposit: €10.00 by card, then Choose your bonus offers the first-deposit bonuses of that deposit.
    await depositByCard(page, lang, "10");
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(eur(1000, lang));
    const choose = page.getByTestId("choose-bonus");
    await choose.waitFor({ timeout: 30_000 });
    const title = lang === "ru" ? "Румынский приветственный" : "Romanian welcome";
    const option = choose.getByTestId("choose-bonus-option").filter({ has: page.locator(`input[value="${welcome.id}"]`) });
    expect(await option.textContent()).toContain(title);
    await option.getByRole("radio").check();
    await choose.getByTestId("choose-bonus-confirm").click();
    await choose.waitFor({ state: "detached" });

    // The active bonus: €1.00 (10 % of €10.00) apart from the €10.00 cash, €3.00 to wager.
    await page.goto(PROMOTIONS[lang]!);
    const active = page.getByTestId("active-bonus");
    await active.waitFor();
    expect(await active.getByTestId("active-bonus-balance").textContent()).toBe(eur(100, lang));
    const progress = active.getByTestId("active-bonus-progress");
    expect(await progress.textContent()).toContain(eur(0, lang));
    expect(await progress.textContent()).toContain(eur(300, lang));
    expect(await progress.textContent()).toContain("(0 %)");
    expect(await headerBalance(page)).toBe(eur(1000, lang));

    // One spin at the highest stake the bonus allows (€1.00): a third of the wagering is done.
    const token = await tokenOf(page);
    let frame = await openSlot(page, lang);
    await setStake(frame, eur(100, lang));
    await spinOnce(frame, token, 100);
    await page.goto(PROMOTIONS[lang]!);
    await active.waitFor();
    await expect.poll(() => progress.textContent()).toContain("(33 %)");
    expect(await progress.textContent()).toContain(eur(100, lang));
    // Cash pays first: the bonus money is untouched.
    expect(await active.getByTestId("active-bonus-balance").textContent()).toBe(eur(100, lang));

    // Two more spins complete it: the balance popup says so and leads back to the bonus.
    frame = await openSlot(page, lang);
    expect(await frame.getByTestId("stake").textContent()).toBe(eur(100, lang));
    await spinOnce(frame, token, 200);
    await spinOnce(frame, token, 300);
    const popup = page.getByTestId("bonus-balance-popup");
    await popup.waitFor({ timeout: 20_000 });
    expect(await popup.textContent()).toContain(`${eur(300, lang)} / ${eur(300, lang)}`);
    await popup.getByTestId("bonus-balance-open").click();
    await active.waitFor();
    await expect.poll(() => progress.textContent()).toContain("(100 %)");
    const cashBefore = await headerBalance(page);

    // Claim: the €1.00 of bonus becomes cash, and the bonus is gone.
    await active.getByTestId("bonus-claim").click();
    await page.getByText(lang === "ru" ? "Бонус зачислен на баланс." : "Bonus claimed into your balance.").waitFor();
    await active.waitFor({ state: "detached" });
    const cents = (s: string) => Number(s.replace(/[^\d]/g, ""));
    await expect.poll(async () => cents(await headerBalance(page)), { timeout: 15_000 }).toBe(cents(cashBefore) + 100);
  }, 240_000);
});

/** A Romanian player with €5.00 cash and an operator's €5.00 bonus, accepted (ACTIVE). */
async function playerWithGrantedBonus() {
  const p = await completeProfile(await registeredPlayer("ROU", "EUR"));
  await credit(p, 500);
  const customer = (p.session as { customer: { id: string } }).customer;
  const offer = await op.call<{ id: string }>(`/operator/v1/players/${customer.id}/bonuses`, {
    promotionId: granted.id,
    note: "journey: a bonus to cancel or to bet over",
  });
  const active = await call<{ status: string }>(`/promotions/v2/${offer.id}/accept`, { token: p.token, body: {} });
  expect(active.status).toBe("ACTIVE");
  return p;
}

describe("an active bonus", () => {
  it("is cancelled after the confirmation: its money goes, the cash stays", async () => {
    const p = await playerWithGrantedBonus();
    const { page, context } = await newPage("desktop");
    await logInAs(context, p);
    await page.goto("/en/promotions");
    const active = page.getByTestId("active-bonus");
    await active.waitFor();
    expect(await active.getByTestId("active-bonus-balance").textContent()).toBe("€5.00");
    await expect.poll(() => headerBalance(page)).toBe("€5.00");
    await active.getByTestId("bonus-cancel").click();
    const confirm = active.getByTestId("bonus-confirm");
    expect(await confirm.textContent()).toContain("Cancel this bonus? Its bonus money goes back; your cash stays.");
    await confirm.getByTestId("bonus-confirm-yes").click();
    await page.getByText("Bonus successfully cancelled.").waitFor();
    await active.waitFor({ state: "detached" });
    expect(await headerBalance(page)).toBe("€5.00");
    const history = await call<{ items: { bonus: { status: string; balance: number } }[] }>("/promotions/v2/history", {
      token: p.token,
    });
    expect(history.items[0]!.bonus.status).toBe("CANCELLED");
    expect((await call<{ bonus: unknown }>("/promotions/v2/active", { token: p.token })).bonus).toBeNull();
  });

  it("the game refuses a stake over its max bet before sending it, and takes one within it", async () => {
    const p = await playerWithGrantedBonus();
    const { page, context } = await newPage("desktop");
    await logInAs(context, p);
    const frame = await openSlot(page, "en");
    const sent = roundsSent(page);
    // The game's balance is what may pay a stake: the €5.00 cash and the €5.00 bonus.
    await expect.poll(() => frame.getByTestId("balance").textContent(), { timeout: 15_000 }).toBe("€10.00");
    await setStake(frame, "€2.00");
    await frame.getByTestId("spin").click();
    // The game says so before sending the stake: its balance never moves (no stake leaves and comes back).
    await frame.getByText("Your active bonus allows a smaller bet: lower the stake.").waitFor();
    expect(sent).toHaveLength(0);
    expect(await frame.getByTestId("balance").textContent()).toBe("€10.00");
    expect(await headerBalance(page)).toBe("€5.00");
    const before = await call<{ bonus: { wageringDone: number; balance: number } }>("/promotions/v2/active", {
      token: p.token,
    });
    expect(before.bonus).toMatchObject({ wageringDone: 0, balance: 500 });
    // At the max bet the spin is taken and counts.
    await setStake(frame, "€1.00");
    await spinOnce(frame, p.token, 100);
  });

  it("blackjack refuses a deal over the max bet before sending it", async () => {
    const p = await playerWithGrantedBonus();
    const { page, context } = await newPage("desktop");
    await logInAs(context, p);
    const table = await openSlot(page, "en", "/games/blackjack/aurum/blackjack");
    const sent = roundsSent(page);
    await expect.poll(() => table.getByTestId("balance").textContent(), { timeout: 15_000 }).toBe("€10.00");
    await setStake(table, "€2.00");
    await table.getByTestId("spin").click();
    await table.getByText("Your active bonus allows a smaller bet: lower the stake.").waitFor();
    expect(sent).toHaveLength(0);
    expect(await table.getByTestId("balance").textContent()).toBe("€10.00");
  });

  it("the roulette table (on a phone) refuses chips over the max bet before the spin", async () => {
    const p = await playerWithGrantedBonus();
    const { page, context } = await newPage("phone");
    await logInAs(context, p);
    const table = await openSlot(page, "en", "/games/european-roulette/aurum/european-roulette");
    const sent = roundsSent(page);
    await expect.poll(() => table.getByTestId("balance").textContent(), { timeout: 15_000 }).toBe("€10.00");
    const red = table.getByRole("button", { name: "Red", exact: true });
    const stake = table.getByTestId("stake");
    const staked = async () => Number(((await stake.textContent()) ?? "").replace(/[^\d.]/g, "") || 0);
    // Chips on red until the whole stake passes the bonus's €1.00 max bet.
    for (let n = 0; n < 40 && (await staked()) <= 1; n++) await red.click();
    expect(await staked()).toBeGreaterThan(1);
    await table.getByTestId("spin").click();
    await table.getByText("Your active bonus allows a smaller bet: lower the stake.").waitFor();
    expect(sent).toHaveLength(0);
    expect(await table.getByTestId("balance").textContent()).toBe("€10.00");
    const before = await call<{ bonus: { wageringDone: number; balance: number } }>("/promotions/v2/active", {
      token: p.token,
    });
    expect(before.bonus).toMatchObject({ wageringDone: 0, balance: 500 });
    expect(await headerBalance(page)).toBe("€5.00");
  });
});
