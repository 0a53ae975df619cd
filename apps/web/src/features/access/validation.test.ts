import { beforeAll, describe, expect, it } from "vitest";
import { i18next, LOCALES } from "../../i18n";
import en from "../../i18n/messages/en.json";
import { phoneError } from "./phone";
import { registrationErrorKey } from "./RegistrationFields";
import { emailError, passwordError } from "./validation";

const bounds = { email: { min: 5, max: 100 }, phone: { min: 5, max: 25 }, password: { min: 5, max: 64 } };

beforeAll(async () => {
  await i18next.init({ lng: "en", resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

describe("registration form rules (accounts spec §5)", () => {
  it("asks for a well-formed e-mail within the bounds, without disallowed symbols", () => {
    expect(emailError("", bounds)).toBe("This field is required.");
    expect(emailError("a@b", bounds)).toBe("The e-mail must have 5 to 100 characters.");
    expect(emailError("ann smith@example.com", bounds)).toBe("The e-mail contains a symbol that is not allowed.");
    expect(emailError("ann@example", bounds)).toBe("Enter a valid e-mail.");
    expect(emailError("ann@example.com", bounds)).toBeNull();
  });

  it("asks for a password within the bounds and without whitespace", () => {
    expect(passwordError("", bounds)).toBe("This field is required.");
    expect(passwordError("abcd", bounds)).toBe("The password must have 5 to 64 characters.");
    expect(passwordError("abc def", bounds)).toBe("Spaces are not allowed.");
    expect(passwordError("abcdef", bounds)).toBeNull();
  });

  it("asks for a phone possible in the chosen country", () => {
    expect(phoneError({ alpha2: "UA", national: "" })).toBe("This field is required.");
    expect(phoneError({ alpha2: "", national: "501234567" })).toBe("Enter a correct phone number for the chosen country.");
    expect(phoneError({ alpha2: "UA", national: "50 123-45-67" }, bounds)).toBeNull();
  });

  it("maps the 400 error field of registration to its message", () => {
    expect(registrationErrorKey("promo-code")).toBe("auth.registration.promo_code_incorrect");
    expect(registrationErrorKey("email_already_in_use")).toBe("auth.registration.email_already_in_use");
    expect(registrationErrorKey("phone_already_in_use")).toBe("auth.registration.phone_already_in_use");
    // One click knows only the promo code.
    expect(registrationErrorKey("email_already_in_use", true)).toBe("app.something_went_wrong_try_later");
  });
});

describe("the terms checkbox's text", () => {
  it("has one <terms>…</terms> link in every language (RegistrationFields splits it by hand)", async () => {
    for (const locale of LOCALES) {
      const messages = (await import(`../../i18n/messages/${locale}.json`)).default as {
        auth: { registration: { terms_checkbox: string } };
      };
      expect(messages.auth.registration.terms_checkbox, locale).toMatch(/^[^<>]*<terms>[^<>]+<\/terms>[^<>]*$/);
    }
  });
});
