import { PASSWORD_PATTERN } from "@casino/contracts/access-rules";
import { i18next } from "../../i18n";
import type { RegistrationSettings } from "./countries";
import { isEmail } from "./identifier";

const t = (k: string, o: Record<string, unknown> = {}) => i18next.t(k, o);
/** Symbols an e-mail may hold (spec §5 "wrong symbol"). */
const EMAIL_SYMBOLS = /^[A-Za-z0-9._%+@-]+$/;

export function emailError(v: string, b: RegistrationSettings["bounds"]): string | null {
  const s = v.trim();
  if (!s) return t("auth.validations.required");
  if (s.length < b.email.min || s.length > b.email.max)
    return t("auth.validations.email_length", { min: b.email.min, max: b.email.max });
  if (!EMAIL_SYMBOLS.test(s)) return t("auth.validations.wrong_symbol");
  if (!isEmail(s)) return t("auth.validations.email_format");
  return null;
}

export function passwordError(v: string, b: RegistrationSettings["bounds"]): string | null {
  if (!v) return t("auth.validations.required");
  if (!PASSWORD_PATTERN.test(v)) return t("auth.validations.no_whitespace");
  if (v.length < b.password.min || v.length > b.password.max)
    return t("auth.validations.password_bounds", { min: b.password.min, max: b.password.max });
  return null;
}

export const requiredError = (v: string) => (v.trim() ? null : t("auth.validations.required"));
