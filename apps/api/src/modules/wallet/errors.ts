import { AppError } from "../../platform/errors.js";

export const insufficientFunds = () => new AppError(412, "INSUFFICIENT_FUNDS", "There is not enough money on the balance.");
export const duplicateTransfer = (key: string) =>
  new AppError(409, "DUPLICATE_TRANSACTION", "This transaction id was already used for another movement.", { key });
export const unknownCurrency = (currency: string) =>
  new AppError(400, "WRONG_CURRENCY", `The currency ${currency} is not held by the casino.`);
export const invalidAmount = () => new AppError(400, "INVALID_AMOUNT", "The amount must be a positive integer of minor units.");
export const invalidAccount = (what: string) => new AppError(400, "INVALID_ACCOUNT", `No such account: ${what}.`);
export const playerNotFound = () => new AppError(404, "PLAYER_NOT_FOUND", "No player has this id or customer id.");
export const withdrawalAlreadyFinished = (key: string, how: string) =>
  new AppError(409, "WITHDRAWAL_ALREADY_FINISHED", `This withdrawal was already ${how}.`, { key });
export const opsForbidden = () => new AppError(403, "OPS_FORBIDDEN", "A valid operator token is required.");
export const withdrawalNotReserved = (key: string) =>
  new AppError(409, "WITHDRAWAL_NOT_RESERVED", "No funds of this player were reserved for this withdrawal with this amount.", {
    key,
  });
export const correctionNotFound = () => new AppError(404, "CORRECTION_NOT_FOUND", "This correction does not exist.");
export const correctionNotPending = (status: string) =>
  new AppError(409, "CORRECTION_NOT_PENDING", `This correction was already decided (${status}).`, { status });
