import { describe, expect, it } from "vitest";
import { missingWithdrawalSteps } from "./withdrawal-gate";

const phone = { CONTACT_PHONE: "+380501234567", CONTACT_PHONE_VERIFIED: "true" };
const email = { CONTACT_EMAIL: "jana@example.com" };

describe("missingWithdrawalSteps", () => {
  it("names only what is missing", () => {
    expect(missingWithdrawalSteps("WITHDRAWAL_REQUIRE_PERSONAL_DATA", { ...phone, ...email })).toEqual(["profile"]);
    expect(missingWithdrawalSteps("WITHDRAWAL_REQUIRE_PERSONAL_DATA", { ...email })).toEqual(["profile", "phone"]);
    expect(missingWithdrawalSteps("WITHDRAWAL_REQUIRE_PERSONAL_DATA", { ...phone })).toEqual(["profile", "email"]);
    expect(missingWithdrawalSteps("WITHDRAWAL_REQUIRE_CONTACT_PHONE", { ...email, CONTACT_PHONE: "+380501234567" })).toEqual([
      "phone",
    ]);
    expect(missingWithdrawalSteps("WITHDRAWAL_REQUIRE_PERSONAL_DATA", {})).toEqual(["profile", "email", "phone"]);
  });

  it("the status's own step before the details load", () => {
    expect(missingWithdrawalSteps("WITHDRAWAL_REQUIRE_CONTACT_EMAIL", undefined)).toEqual(["email"]);
    expect(missingWithdrawalSteps("WITHDRAWAL_REQUIRE_PERSONAL_DATA", undefined)).toEqual(["profile"]);
  });

  it("nothing once allowed, whatever the details", () => {
    expect(missingWithdrawalSteps("WITHDRAWAL_ALLOWED", undefined)).toEqual([]);
  });
});
