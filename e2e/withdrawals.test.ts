import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { samplePdf } from "../apps/api/src/modules/kyc/sample-files.js";
import { path } from "./support/access.js";
import { bo, openBackOfficeAs } from "./support/backoffice.js";
import { newPage } from "./support/browser.js";
import { newOperator } from "./support/operator.js";
import { completeProfile, credit, logInAs, registeredPlayer } from "./support/player.js";

/** The header balance as the player reads it (without the screen-reader label). */
const headerBalance = async (page: Page) =>
  ((await page.getByTestId("header-balance").textContent()) ?? "").replace(/^[^:]*:\s*/, "");

/** A one-page PDF, as a bank would send a statement. */
const PDF = samplePdf();

const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).first().textContent()) ?? "").trim();

const CASES = [
  {
    viewport: "desktop",
    lang: "en",
    method: "Bank transfer",
    question: "Cancel this withdrawal of €20.00?",
    no: "No, keep it",
    yes: "Yes, cancel",
    cancelled: "The withdrawal is cancelled",
  },
  {
    viewport: "phone",
    lang: "ru",
    method: "Банковский перевод",
    question: "Отменить этот вывод на €20.00?",
    no: "Нет, оставить",
    yes: "Да, отменить",
    cancelled: "Вывод отменён",
  },
] as const;

describe("a bank withdrawal, pending and cancelled", () => {
  for (const c of CASES) {
    it(`shows the amount and the method before it is confirmed, names the method in the list and is cancelled only when the player says yes (${c.viewport}, ${c.lang})`, async () => {
      // Germany: no other journey's player lives there (another journey's region popup never covers this one).
      const p = await completeProfile(await registeredPlayer("DEU"));
      await credit(p, 5_000);
      const { page, context } = await newPage(c.viewport);
      await logInAs(context, p);
      await page.goto(`/${c.lang}/account/withdrawals`);

      // The method's name in the player's language, in the list and above the amount.
      expect(await text(page, "method-bank")).toBe(c.method);
      await page.getByTestId("method-bank").click();
      expect(await page.getByTestId("payment-amount-panel").getByRole("heading").textContent()).toBe(c.method);
      await page.getByTestId("payment-amount").fill("20");
      await page.getByTestId("payment-submit").click();

      // The confirm step says what is confirmed: the amount and the method.
      await page.getByTestId("payment-form").waitFor();
      expect(await text(page, "payment-summary-amount")).toBe("€20.00");
      expect(await text(page, "payment-summary-method")).toBe(c.method);
      const bankAccount: [string, string][] = [
        ["holder", "Jana Tamm"],
        ["iban", "DE89370400440532013000"],
      ];
      for (const [field, value] of bankAccount) {
        const input = page.getByTestId(`pf-${field}`);
        if ((await input.count()) && !(await input.inputValue())) await input.fill(value);
      }
      await page.getByTestId("payment-execute").click();
      await page.getByTestId("payment-waiting").waitFor();
      const id = path(page).split("/")[4]!;
      await expect.poll(() => headerBalance(page)).toBe("€30.00");

      // The pending row names the method, translated.
      await page.goto(`/${c.lang}/account/withdrawals`);
      const row = page.getByTestId(`pending-withdrawal-${id}`);
      await row.waitFor();
      expect(await text(page, "pending-withdrawal-method")).toBe(c.method);

      // Cancel asks first; "no" keeps the withdrawal pending.
      await row.getByTestId("pending-withdrawal-cancel").click();
      expect(await row.getByTestId("pending-withdrawal-cancel-confirm").getByRole("paragraph").textContent()).toBe(c.question);
      // The safe answer has the focus; after it, the focus is back on the row's Cancel.
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute("data-testid"));
      await expect.poll(focused).toBe("pending-withdrawal-cancel-no");
      await row.getByRole("button", { name: c.no }).click();
      await row.getByTestId("pending-withdrawal-cancel-confirm").waitFor({ state: "detached" });
      await expect.poll(focused).toBe("pending-withdrawal-cancel");
      expect(await row.isVisible()).toBe(true);
      expect(await headerBalance(page)).toBe("€30.00");

      // "Yes" cancels it: the row goes and the amount is back on the balance.
      await row.getByTestId("pending-withdrawal-cancel").click();
      await row.getByRole("button", { name: c.yes }).click();
      await page.getByText(c.cancelled).waitFor();
      await row.waitFor({ state: "detached" });
      await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe("€50.00");
      await context.close();
    });
  }
});

describe("a large bank withdrawal", () => {
  it("asks for a bank statement, uploads it with progress, and finance opens it in the back office", async () => {
    const p = await completeProfile(await registeredPlayer("DEU"));
    await credit(p, 40_000);
    const { page, context } = await newPage("desktop");
    await logInAs(context, p);
    await page.goto("/en/account/withdrawals");
    await page.getByTestId("method-bank").click();
    // Above BANK_STATEMENT_THRESHOLDS (EUR 300.00) the form asks for the statement; below it, it does not.
    await page.getByTestId("payment-amount").fill("350");
    await page.getByTestId("payment-submit").click();
    await page.getByTestId("payment-form").waitFor();
    expect(await page.getByText("Bank statement showing your name and this IBAN (photo or PDF)").count()).toBe(1);
    await page.getByTestId("pf-holder").fill("Jana Tamm");
    await page.getByTestId("pf-iban").fill("DE89370400440532013000");
    await page.getByTestId("pf-statement").setInputFiles({ name: "statement.pdf", mimeType: "application/pdf", buffer: PDF });
    await expect.poll(() => page.getByTestId("pf-statement-progress").getAttribute("value")).toBe("1");
    await page.getByTestId("payment-execute").click();
    await page.getByTestId("payment-waiting").waitFor();
    const id = path(page).split("/")[4]!;

    // Finance sees the statement beside the account it pays to, and it opens as the PDF the player sent.
    const ops = await newPage("desktop");
    await openBackOfficeAs(ops.page, await newOperator("finance"));
    // Above the KYC threshold too: held until the player is verified, with the statement already there.
    await ops.page.goto(bo("/withdrawals?status=WAITING_FOR_VERIFICATION"));
    const row = ops.page.getByTestId("withdrawal-row").filter({ hasText: p.customerId });
    await row.waitFor();
    const link = row.getByTestId("withdrawal-file");
    expect(await link.textContent()).toBe("Bank statement");
    const res = await ops.page.request.get(bo(`/operator/v1/withdrawals/${id}/files/statement`));
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    expect(Buffer.from(await res.body()).equals(PDF)).toBe(true);
    await ops.context.close();
    await context.close();
  }, 120_000);
});
