import { describe, expect, inject, it } from "vitest";
import { backOfficeAs } from "./support/backoffice.js";
import { newOperator } from "./support/operator.js";
import { call, completeProfile, credit, registeredPlayer } from "./support/player.js";

/**
 * The back office's money (issue 10 §2, §3): an operator finds a player,
 * approves a small withdrawal alone and a large one with a second operator,
 * and makes corrections (a large one approved by the second operator).
 */
const backoffice = () => inject("backofficeUrl");

const balanceOf = async (token: string) =>
  (await call<{ balance: number; reserved: number }[]>("/updates/v1", { token, body: {} }))[0]!;

/** A withdrawal the player asks for through the casino's calls (the player site's own journey covers its screens). */
async function withdraw(token: string, email: string, amount: number) {
  const init = await call<{ requestId: string }>("/withdrawal/v1/sandwallet", { token, body: { amount } });
  await call(`/withdrawal/v1/${init.requestId}/execute`, { token, body: { fields: { email } } });
  return init.requestId;
}

describe("back office: players and money", () => {
  it("finds a player, approves withdrawals (a large one with a second operator) and makes corrections", async () => {
    const p = await completeProfile(await registeredPlayer());
    for (let i = 0; i < 5; i++) await credit(p, 10_000); // €500.00, each below the corrections' four-eyes amount
    const small = await withdraw(p.token, p.email!, 4_000); // €40.00: one approval
    const large = await withdraw(p.token, p.email!, 15_000); // €150.00: above WITHDRAWAL_FOUR_EYES (€100.00)
    expect(await balanceOf(p.token)).toMatchObject({ balance: 31_000, reserved: 19_000 });

    // Two finance operators of this journey's own (a retry makes new ones).
    const anna = await newOperator("finance");
    const boris = await newOperator("finance");

    // Anna finds the player by account id and opens the player page.
    const { page } = await backOfficeAs(anna);
    await page.goto(`${backoffice()}/players`);
    await page.getByTestId("player-search").fill(p.customerId.toLowerCase());
    await page.getByTestId("player-search-submit").click();
    // an account id matches by its beginning: this player's row is the one whose link reads exactly their id
    const link = page.getByTestId("player-row").getByRole("link", { name: p.customerId, exact: true });
    await link.waitFor();
    await link.click();
    await page.getByTestId("balance-cash-EUR").waitFor();
    expect(await page.getByTestId("balance-cash-EUR").textContent()).toContain("310.00 EUR");
    expect(await page.getByTestId("balance-reserved-EUR").textContent()).toContain("190.00 EUR");
    await page.getByTestId("tab-transfers").click();
    await page.getByTestId("transfers-table").getByText(`withdrawal:${large}:reserve`).waitFor();

    // The small withdrawal: one approval pays it.
    await page.goto(`${backoffice()}/withdrawals`);
    const smallRow = page.getByTestId("withdrawal-row").filter({ has: page.getByTestId(`withdrawal-actions-${small}`) });
    await smallRow.getByTestId("withdrawal-approve").click();
    await page.getByTestId("withdrawal-notice").getByText("Approved: the payout is on its way.").waitFor();

    // The large one: Anna's approval is the first of two; she cannot give the second.
    const largeActions = page.getByTestId(`withdrawal-actions-${large}`);
    await largeActions.getByTestId("withdrawal-approve").click();
    await page.getByTestId("withdrawal-notice").getByText("A second operator must approve").waitFor();
    await expect.poll(() => largeActions.getByTestId("withdrawal-approve").isDisabled()).toBe(true);
    await expect
      .poll(() => call<{ status: string }>(`/result/${small}`, { token: p.token }).then((r) => r.status), { timeout: 30_000 })
      .toBe("SUCCESS");
    expect((await call<{ status: string }>(`/result/${large}`, { token: p.token })).status).toBe("PROCESSING");

    // Boris, in his own browser, gives the second approval.
    const second = await backOfficeAs(boris);
    await second.page.goto(`${backoffice()}/withdrawals`);
    const forBoris = second.page.getByTestId(`withdrawal-actions-${large}`);
    expect(await forBoris.getByTestId("withdrawal-approve").textContent()).toBe("Second approval");
    await forBoris.getByTestId("withdrawal-approve").click();
    await second.page.getByTestId("withdrawal-notice").getByText("Approved: the payout is on its way.").waitFor();
    await expect
      .poll(() => call<{ status: string }>(`/result/${large}`, { token: p.token }).then((r) => r.status), { timeout: 30_000 })
      .toBe("SUCCESS");
    expect(await balanceOf(p.token)).toMatchObject({ balance: 31_000, reserved: 0 });

    // Corrections: a small one is applied at once; a large one waits for Boris.
    await page.goto(`${backoffice()}/corrections?player=${p.customerId}`);
    await page.getByTestId("correction-amount").fill("5.00");
    await page.getByTestId("correction-reason").fill("goodwill for a late payout");
    await page.getByTestId("correction-submit").click();
    await page.getByTestId("correction-notice").getByText("Applied: the money moved.").waitFor();
    await page.getByTestId("correction-amount").fill("250.00");
    await page.getByTestId("correction-reason").fill("tournament prize");
    await page.getByTestId("correction-submit").click();
    await page.getByTestId("correction-notice").getByText("a second operator must approve").waitFor();
    expect(await balanceOf(p.token)).toMatchObject({ balance: 31_500 });

    await second.page.goto(`${backoffice()}/corrections`);
    const pending = second.page.getByTestId("correction-row").filter({ hasText: "tournament prize" });
    await pending.getByTestId("correction-approve").click();
    await second.page.getByTestId("correction-notice").getByText("Approved: the money moved.").waitFor();
    expect(await balanceOf(p.token)).toMatchObject({ balance: 56_500 });

    // The ledger still balances.
    await page.goto(`${backoffice()}/ledger`);
    await page.getByTestId("ledger-run").click();
    await page.locator('[data-testid="ledger-last"][data-ok="true"]').waitFor();
  });
});
