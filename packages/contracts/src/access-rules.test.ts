import { describe, expect, it } from "vitest";
import { emailSchema, passwordSchema, phoneNumberSchema } from "./access";
import { ACCESS_BOUNDS, PASSWORD_PATTERN, PHONE_DIGITS_PATTERN, stripPhone } from "./access-rules";

// The forms use the zod-free rules, the api the zod schemas: one answer for every input.
const password = (v: string) =>
  v.length >= ACCESS_BOUNDS.password.min && v.length <= ACCESS_BOUNDS.password.max && PASSWORD_PATTERN.test(v);
const phone = (v: string) => {
  const s = v.trim();
  return s.length >= ACCESS_BOUNDS.phone.min && s.length <= ACCESS_BOUNDS.phone.max && PHONE_DIGITS_PATTERN.test(stripPhone(s));
};
const emailLength = (v: string) => v.trim().length >= ACCESS_BOUNDS.email.min && v.trim().length <= ACCESS_BOUNDS.email.max;

describe("access rules without zod agree with the api's schemas", () => {
  it("passwords", () => {
    for (const v of ["", "abcd", "abcde", "a".repeat(64), "a".repeat(65), "abc def", "abc\tdef", " abcdef", "pässwörd"])
      expect(password(v), JSON.stringify(v)).toBe(passwordSchema.safeParse(v).success);
  });

  it("phone numbers", () => {
    for (const v of [
      "",
      "1234",
      "12345",
      "+380 (50) 123-45-67",
      "380_50_123_45_67",
      "+372 5123.4567",
      "50 12a 45 67",
      "1".repeat(21),
      "1".repeat(25),
      " 380501234567 ",
    ])
      expect(phone(v), JSON.stringify(v)).toBe(phoneNumberSchema.safeParse(v).success);
  });

  it("e-mail bounds", () => {
    const at = (n: number) => `${"a".repeat(n - 6)}@b.com`;
    for (const v of [at(7), at(ACCESS_BOUNDS.email.max), at(ACCESS_BOUNDS.email.max + 1)])
      expect(emailLength(v), String(v.length)).toBe(emailSchema.safeParse(v).success);
    expect(emailSchema.safeParse("a@b").success).toBe(false);
    expect(emailLength("a@b")).toBe(false);
  });
});
