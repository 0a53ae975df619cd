import { ONLY_EMAIL_OR_PHONE } from "@casino/contracts/access";
import { badRequest, locked } from "../../platform/errors.js";

export const emailInUse = () =>
  badRequest("EMAIL_ALREADY_IN_USE", "This e-mail is already registered.", { error: "email_already_in_use" });
export const phoneInUse = () =>
  badRequest("PHONE_ALREADY_IN_USE", "This phone number is already registered.", { error: "phone_already_in_use" });
export const unknownPromoCode = () => badRequest("PROMO_CODE", "This promo code is not valid.", { error: "promo-code" });
export const unknownCountry = () =>
  badRequest("VALIDATION_ERROR", "Invalid request: country is not a known country", {
    fields: [{ field: "country", message: "is not a known country" }],
  });
export const unsupportedCurrency = () =>
  badRequest("VALIDATION_ERROR", "Invalid request: currency is not offered", {
    fields: [{ field: "currency", message: "is not offered" }],
  });
export const invalidPhone = () =>
  badRequest("INVALID_PHONE", "Enter a valid phone number with its country code.", {
    fields: [{ field: "phoneNumber", message: "is not a possible phone number" }],
  });
export const onlyEmailOrPhone = () =>
  badRequest("ONLY_EMAIL_OR_PHONE", "Enter the e-mail or the phone number of your account.", { error: ONLY_EMAIL_OR_PHONE });
export const recoveryNoRetries = () =>
  locked("NO_RETRIES", "Too many recovery requests for this account, please try again later.");
export const alreadyConfirmed = () => badRequest("INVALID_TOKEN", "This registration is already confirmed, please log in.");
