import { z } from "zod";
import { SUPPORTED_LANGUAGES } from "./site.js";

/** Where a category shows on the player site (games spec §4). */
export const CATEGORY_LOCATIONS = [
  "MAIN_PAGE",
  "MAIN_MENU",
  "LOBBY",
  "WIDGET_LOGO_GAMES",
  "WIDGET_RANDOM_SLOTS",
  "WIDGET_GAME_OF_THE_MONTH",
] as const;
export const GAME_IMAGE_TYPES = ["BIG_WIDE", "SMALL_WIDE", "BIG_SQUARE"] as const;
/** Tags the operator sets on a game: live and no_demo switch demo play off; new marks a new game. */
export const OPERATOR_TAGS = ["live", "no_demo", "new"] as const;
export type OperatorTag = (typeof OPERATOR_TAGS)[number];

export const CATALOGUE_ADMIN_CODES = [
  "CATEGORY_NOT_FOUND",
  "CATEGORY_CODE_TAKEN",
  "CATEGORY_FIXED",
  "GAME_NOT_FOUND",
  "DUPLICATE_GAME",
] as const;
export type CatalogueAdminCode = (typeof CATALOGUE_ADMIN_CODES)[number];

const languageNames = z.partialRecord(z.enum(SUPPORTED_LANGUAGES), z.string().trim().min(1).max(60));

export const categoryLocationSchema = z.object({
  location: z.enum(CATEGORY_LOCATIONS),
  gameImageType: z.enum(GAME_IMAGE_TYPES),
  /** e.g. {"count": 12} for widgets. */
  params: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])).default({}),
  /** Order among the categories of this location, lowest first. */
  priority: z.number().int().min(0).max(100_000),
});
export type CategoryLocationInput = z.infer<typeof categoryLocationSchema>;

export const categoryCreateSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z][A-Z0-9_]{1,39}$/, "Upper-case letters, digits and _ (2–40)"),
  name: z.string().trim().min(1).max(60),
  names: languageNames.default({}),
  icon: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, "Lower-case letters, digits and - (1–40)"),
  enabled: z.boolean().default(true),
  locations: z.array(categoryLocationSchema).max(CATEGORY_LOCATIONS.length).default([]),
});
export type CategoryCreate = z.infer<typeof categoryCreateSchema>;

export const categoryUpdateSchema = categoryCreateSchema
  .omit({ code: true })
  .partial()
  .extend({ reason: z.string().trim().max(500).optional() });
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;

export const adminCategorySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  names: z.record(z.string(), z.string()),
  icon: z.string(),
  enabled: z.boolean(),
  /** Fixed categories of the contract and the known ones cannot be deleted. */
  fixed: z.boolean(),
  games: z.number().int(),
  locations: z.array(categoryLocationSchema),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const categoryGamesSchema = z.object({
  /** The category's games in order: the whole list replaces the placement (place, remove, reorder). */
  gameIds: z.array(z.string().min(1).max(100)).max(5_000),
  reason: z.string().trim().max(500).optional(),
});
export type CategoryGamesInput = z.infer<typeof categoryGamesSchema>;

export const adminGameSchema = z.object({
  id: z.string(),
  name: z.string(),
  vendorId: z.string(),
  family: z.string(),
  /** ACTIVE, DISABLED or REMOVED by the provider. */
  providerStatus: z.string(),
  /** The operator's switch: false hides the game. */
  enabled: z.boolean(),
  /** What players see: the provider offers it and the operator has not hidden it. */
  visible: z.boolean(),
  hasDemo: z.boolean(),
  tags: z.array(z.string()),
  categoryIds: z.array(z.number().int()),
  image: z.string(),
});
export type AdminGame = z.infer<typeof adminGameSchema>;

export const adminGamesQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  vendorId: z.string().max(100).optional(),
  categoryId: z.coerce.number().int().optional(),
  hidden: z.enum(["true", "false"]).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type AdminGamesQuery = z.infer<typeof adminGamesQuerySchema>;

export const gameUpdateSchema = z.object({
  enabled: z.boolean().optional(),
  /** The operator tags the game carries; the provider's other tags stay. */
  tags: z.array(z.enum(OPERATOR_TAGS)).max(OPERATOR_TAGS.length).optional(),
  reason: z.string().trim().max(500).optional(),
});
export type GameUpdate = z.infer<typeof gameUpdateSchema>;
