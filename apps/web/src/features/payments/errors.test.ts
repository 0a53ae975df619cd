import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/client";
import { isRateFailure, KNOWN_REASONS, PAYMENT_CODES } from "./errors";

const en = JSON.parse(readFileSync(join(import.meta.dirname, "../../i18n/account/en.json"), "utf8")) as {
  payments: { errors: { code: Record<string, string>; reason: Record<string, string> }; availability: Record<string, string> };
};

describe("payment messages", () => {
  it("has a message for every payment code of accounts spec §8", () => {
    const spec = [
      "BONUS_DOESNOT_ALLOW_DEPOSITS",
      "BONUS_DOESNOT_ALLOW_WITHDRAWALS",
      "AMOUNT_IS_LESS_THAN_MINIMUM_IN_BONUS",
      "AMOUNT_IS_GREATER_THAN_ALLOWED_MAXIMUM",
      "DEPOSIT_PROHIBITED_GLOBALLY",
      "DEPOSIT_SELF_DAILY_LIMIT",
      "DEPOSIT_SELF_WEEKLY_LIMIT",
      "DEPOSIT_SELF_MONTHLY_LIMIT",
      "DEPOSIT_DAILY_LIMIT",
      "DEPOSIT_WEEKLY_LIMIT",
      "DEPOSIT_MONTHLY_LIMIT",
      "WITHDRAWAL_REQUIRE_PERSONAL_DATA",
      "WITHDRAWAL_REQUIRE_CONTACT_EMAIL",
      "WITHDRAWAL_REQUIRE_CONTACT_PHONE",
      "WITHDRAWAL_PROHIBITED_GLOBALLY",
    ];
    for (const code of spec) expect(PAYMENT_CODES).toContain(code);
    for (const code of PAYMENT_CODES) expect(en.payments.errors.code[code], code).toBeTruthy();
  });

  it("has the FAILED_PRECONDITION reasons of games spec §8 and the availability failures", () => {
    expect(KNOWN_REASONS).toContain("NO_PAYMENT_METHOD_AVAILABLE_FOR_REQUEST");
    expect(KNOWN_REASONS).toContain("UNABLE_TO_RESERVE_FUNDS");
    for (const r of KNOWN_REASONS) expect(en.payments.errors.reason[r], r).toBeTruthy();
    for (const f of ["NO_METHODS", "MISCONFIGURATION", "SERVER_FAULT"]) expect(en.payments.availability[f], f).toBeTruthy();
  });
});

describe("a payment failed by its rate", () => {
  it("is a FAILED_PRECONDITION with reason QUOTE_EXPIRED (goes to failed/rate)", () => {
    expect(isRateFailure(new ApiError(400, "FAILED_PRECONDITION", "x", { reason: "QUOTE_EXPIRED" }))).toBe(true);
    expect(isRateFailure(new ApiError(400, "FAILED_PRECONDITION", "x", { detail: { reason: "QUOTE_EXPIRED" } }))).toBe(true);
    expect(isRateFailure(new ApiError(400, "FAILED_PRECONDITION", "x", { reason: "PROVIDER_REFUSED" }))).toBe(false);
    expect(isRateFailure(new Error("x"))).toBe(false);
  });
});
