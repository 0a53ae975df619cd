import { describe, expect, it } from "vitest";
import { correctLegacyId, identifierKind } from "./identifier";
import { isPhonePossible, phoneE164, phoneForLogin } from "./phone";

describe("login identifier", () => {
  it("is an e-mail first, then a phone, else an account id", () => {
    expect(identifierKind("ann@example.com")).toBe("email");
    expect(identifierKind("+380 (50) 123-45-67")).toBe("phone");
    expect(identifierKind("501234567")).toBe("phone");
    expect(identifierKind("FSUA123456")).toBe("accountId");
    expect(identifierKind("1234")).toBe("accountId");
  });

  it("corrects a legacy account id and leaves others alone", () => {
    expect(correctLegacyId("FSCW1234567UKR")).toBe("FSUA1234567");
    expect(correctLegacyId("fscw123456ukr")).toBe("FSUA123456");
    expect(correctLegacyId("FSCW12345UKR")).toBeNull();
    expect(correctLegacyId("FSUA1234567")).toBeNull();
  });

  it("sends a phone as country code plus national number", () => {
    const p = { alpha2: "UA", national: "050 123 45 67" };
    expect(isPhonePossible(p)).toBe(true);
    expect(phoneForLogin(p)).toBe("380501234567");
    expect(phoneE164(p)).toBe("+380501234567");
    expect(isPhonePossible({ alpha2: "UA", national: "12" })).toBe(false);
    expect(isPhonePossible({ alpha2: "", national: "501234567" })).toBe(false);
    // The market's rule (accounts spec §5, §9): under 380, 10 to 12 digits with the code.
    expect(isPhonePossible({ alpha2: "UA", national: "50123456" })).toBe(false);
    expect(isPhonePossible({ alpha2: "UA", national: "5012345678" })).toBe(false);
    expect(isPhonePossible({ alpha2: "EE", national: "5123456" })).toBe(true);
  });
});
