import { AppError, badRequest, preconditionFailed } from "../../platform/errors.js";

export const invalidDetails = (fields: { field: string; message: string }[]) =>
  badRequest("VALIDATION_ERROR", `Invalid profile: ${fields.map((f) => `${f.field} ${f.message}`).join("; ")}`, { fields });
export const fieldReadOnly = (field: string) =>
  badRequest("FIELD_READ_ONLY", `${field} is set by the casino and cannot be changed.`, { field });
export const fieldLocked = (field: string) =>
  badRequest("FIELD_LOCKED", `${field} cannot be changed once set; please contact support.`, { field });
export const contactNeedsConfirmation = (field: string) =>
  badRequest("CONTACT_NEEDS_CONFIRMATION", `${field} is changed only by confirming the new contact with a code.`, { field });
export const invalidBirthday = () =>
  badRequest("INVALID_BIRTHDAY", "Enter your date of birth as DD/MM/YYYY.", { field: "BIRTHDAY" });
export const tooYoung = (minAge: number) =>
  badRequest("AGE_RESTRICTED", `You must be at least ${minAge} years old to play.`, { field: "BIRTHDAY" });
export const unknownCountry = () =>
  badRequest("UNKNOWN_COUNTRY", "Choose a country from the list.", { field: "LOCATION_COUNTRY" });
export const phoneOccupied = () =>
  badRequest("PHONE_OCCUPIED", "This phone number is already used by another account.", { error: "phone_already_in_use" });
export const emailOccupied = () =>
  badRequest("EMAIL_OCCUPIED", "This e-mail address is already used by another account.", { error: "email_already_in_use" });
export const invalidPhone = () => badRequest("INVALID_PHONE", "Enter a valid phone number with its country code.");
export const invalidEmail = () => badRequest("INVALID_EMAIL", "Enter a valid e-mail address.");
export const alreadyVerified = (field: string) =>
  badRequest("ALREADY_CONFIRMED", `${field} is already confirmed on this account.`, { field });
export const wrongPassword = () => badRequest("WRONG_PASSWORD", "The current password is not correct.");
export const samePassword = () => badRequest("SAME_PASSWORD", "The new password must differ from the current one.");
export const deliveryFailed = () => new AppError(500, "DELIVERY_FAILED", "We could not send the code, please try again later.");
export const playerGone = () => new AppError(401, "UNAUTHORIZED", "Authentication is required.");
/** The spec's e-mail dialog reads 412 as "nothing to confirm". */
export const emailAlreadyConfirmed = () =>
  preconditionFailed("ALREADY_CONFIRMED", "This e-mail address is already confirmed on your account.", {
    field: "CONTACT_EMAIL",
  });
export const notYourToken = () =>
  badRequest("INVALID_TOKEN", "This link or code is not valid any more, please ask for a new one.");
