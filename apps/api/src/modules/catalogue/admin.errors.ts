import type { CatalogueAdminCode } from "@casino/contracts/catalogue-admin";
import { AppError } from "../../platform/errors.js";

const MESSAGES: Record<CatalogueAdminCode, string> = {
  CATEGORY_NOT_FOUND: "This category does not exist.",
  CATEGORY_CODE_TAKEN: "Another category already has this code.",
  CATEGORY_FIXED: "This category is part of the player site's contract and cannot be deleted; hide it instead.",
  GAME_NOT_FOUND: "This game does not exist.",
  DUPLICATE_GAME: "A game is listed twice in the category.",
};

const STATUS: Record<CatalogueAdminCode, number> = {
  CATEGORY_NOT_FOUND: 404,
  CATEGORY_CODE_TAKEN: 409,
  CATEGORY_FIXED: 409,
  GAME_NOT_FOUND: 404,
  DUPLICATE_GAME: 400,
};

export const catalogueAdminError = (code: CatalogueAdminCode, extra?: Record<string, unknown>) =>
  new AppError(STATUS[code], code, MESSAGES[code], extra);
