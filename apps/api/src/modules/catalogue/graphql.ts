import {
  buildSchema,
  type DocumentNode,
  execute,
  GraphQLError,
  GraphQLScalarType,
  type GraphQLSchema,
  parse,
  specifiedRules,
  validate,
  visit,
} from "graphql";
import { AppError } from "../../platform/errors.js";
import { CATEGORY_PREVIEW_SIZE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./constants.js";
import { checkLimits, MAX_QUERY_LENGTH } from "./limits.js";
import { batchLoader } from "./loaders.js";
import type { GameTileRow } from "./repository.js";
import type { CatalogueService } from "./service.js";

/** The catalogue's GraphQL schema (docs/catalogue.md explains each field). */
export const SDL = /* GraphQL */ `
scalar JSON

type Query {
  vendors: [Vendor!]!
  categories: [Category!]!
  category(id: Int!): Category
  "Games of a category (0 or none: all), a vendor and/or whose name contains a text; page from 0. balance: a bonus balance of the logged-in player (its id): only the games it may pay for (none for a guest or another player's balance)."
  gamesByQuery(categoryId: Int, vendorId: String, name: String, balance: String, pageable: Pageable): GamePage!
  "The first games of each category, for category previews."
  gamesByCategory(categoryIdList: [Int!]!, size: Int = ${CATEGORY_PREVIEW_SIZE}): [CategoryGames!]!
  game(id: String!): Game
  games(idList: [String!]!): [Game!]!
  "The logged-in player's favourites, newest first; empty for a guest."
  favouriteGames: [Game!]!
}

input Pageable {
  page: Int = 0
  size: Int = ${DEFAULT_PAGE_SIZE}
}

type Vendor {
  id: String!
  name: String!
  logo: String!
  totalGames: Int!
  "Demo data: a provider shown so the screen is not a single row; it has no games yet."
  demo: Boolean!
}

type Category {
  id: Int!
  code: String!
  name: String!
  "The operator's names per language (language code → name); a language not here uses the site's translation, then name."
  names: JSON!
  icon: String!
  totalGames: Int!
  locations: [CategoryLocation!]!
}

type CategoryLocation {
  location: String!
  gameImageType: String!
  params: JSON
  priority: Int!
}

type GamePage {
  content: [Game!]!
  page: Int!
  size: Int!
  totalElements: Int!
  totalPages: Int!
  hasMore: Boolean!
}

type CategoryGames {
  categoryId: Int!
  totalGames: Int!
  games: [Game!]!
}

type Game {
  id: String!
  name: String!
  vendorId: String!
  family: String!
  categoryIds: [Int!]!
  tags: [Tag!]!
  images: [GameImage!]!
  isFavourite: Boolean!
  categoryOrder: [CategoryOrder!]!
  hasDemo: Boolean!
}

type Tag {
  id: String!
  name: String!
}

type GameImage {
  type: String!
  path: String!
}

type CategoryOrder {
  categoryId: Int!
  order: Int!
}
`;

const JSONScalar = new GraphQLScalarType({ name: "JSON", serialize: (v) => v });

export function catalogueSchema(): GraphQLSchema {
  const schema = buildSchema(SDL);
  Object.assign(schema.getType("JSON") as GraphQLScalarType, { serialize: JSONScalar.serialize, parseValue: (v: unknown) => v });
  return schema;
}

/**
 * The games a player's bonus balance may pay for: null for every game, the
 * ids otherwise; undefined when it is not this player's balance in play.
 */
export type BonusGames = (playerId: string, balanceId: string) => Promise<string[] | null | undefined>;

/** What one request's resolvers share: who asks, category totals, and the favourites loader. */
function requestContext(catalogue: CatalogueService, playerId: string | null, bonusGames?: BonusGames) {
  let totals: Promise<Map<number, number>> | undefined;
  return {
    playerId,
    /** Ids for `gamesByQuery(balance)`: undefined for every game, [] for none. */
    async bonusGames(balanceId: string): Promise<string[] | undefined> {
      if (!playerId || !bonusGames) return [];
      const ids = await bonusGames(playerId, balanceId);
      return ids === undefined ? [] : (ids ?? undefined);
    },
    categoryTotals: () => {
      totals ??= catalogue.categoryTotals();
      return totals;
    },
    favourite: batchLoader(async (ids) => {
      const set = playerId ? await catalogue.repo.favouritesAmong(playerId, ids) : new Set<string>();
      return new Map(ids.map((id) => [id, set.has(id)]));
    }, false),
  };
}
type Ctx = ReturnType<typeof requestContext>;

/** A game as GraphQL sees it; whether it is a favourite is looked up for all games of the answer at once. */
function gameView(row: GameTileRow, ctx: Ctx) {
  return {
    id: row.id,
    name: row.name,
    vendorId: row.vendor_id,
    family: row.family,
    hasDemo: row.has_demo,
    tags: row.tags,
    images: row.images,
    categoryOrder: row.category_order,
    categoryIds: row.category_order.map((c) => c.categoryId),
    isFavourite: () => (ctx.playerId ? ctx.favourite.load(row.id) : false),
  };
}

const clampSize = (size: number | null | undefined, fallback: number) => {
  const s = size ?? fallback;
  if (!Number.isInteger(s) || s < 1 || s > MAX_PAGE_SIZE)
    throw new GraphQLError(`size must be between 1 and ${MAX_PAGE_SIZE}.`, { extensions: { code: "BAD_ARGUMENT" } });
  return s;
};

function rootResolvers(catalogue: CatalogueService) {
  return {
    vendors: async () =>
      (await catalogue.vendors()).map((v) => ({ ...v, logo: `/data/v1/static/vendors/${encodeURIComponent(v.id)}.svg` })),

    categories: async (_a: unknown, ctx: Ctx) => {
      const cats = await catalogue.categories();
      return cats.map((c) => ({ ...c, totalGames: async () => (await ctx.categoryTotals()).get(c.id) ?? 0 }));
    },

    category: async (a: { id: number }, ctx: Ctx) => {
      const c = (await catalogue.categories()).find((x) => x.id === a.id);
      return c ? { ...c, totalGames: async () => (await ctx.categoryTotals()).get(c.id) ?? 0 } : null;
    },

    gamesByQuery: async (
      a: {
        categoryId?: number | null;
        vendorId?: string | null;
        name?: string | null;
        balance?: string | null;
        pageable?: { page?: number; size?: number } | null;
      },
      ctx: Ctx,
    ) => {
      const size = clampSize(a.pageable?.size, DEFAULT_PAGE_SIZE);
      const page = a.pageable?.page ?? 0;
      if (!Number.isInteger(page) || page < 0 || page > 10_000)
        throw new GraphQLError("page must be between 0 and 10000.", { extensions: { code: "BAD_ARGUMENT" } });
      const name = a.name?.trim() || null;
      if (name && name.length > 100) throw new GraphQLError("name is too long.", { extensions: { code: "BAD_ARGUMENT" } });
      const gameIds = a.balance ? await ctx.bonusGames(a.balance) : undefined;
      const filter = { categoryId: a.categoryId, vendorId: a.vendorId, name, ...(gameIds ? { gameIds } : {}) };
      const rows = await catalogue.searchGames({ ...filter, limit: size + 1, offset: page * size });
      let total: Promise<number> | undefined;
      const totalElements = () => {
        total ??= catalogue.countGames(filter);
        return total;
      };
      return {
        content: rows.slice(0, size).map((r) => gameView(r, ctx)),
        page,
        size,
        hasMore: rows.length > size,
        totalElements,
        totalPages: async () => Math.ceil((await totalElements()) / size),
      };
    },

    gamesByCategory: async (a: { categoryIdList: number[]; size?: number }, ctx: Ctx) => {
      const size = clampSize(a.size, CATEGORY_PREVIEW_SIZE);
      const ids = [...new Set(a.categoryIdList)].slice(0, 20);
      return Promise.all(
        ids.map(async (categoryId) => ({
          categoryId,
          totalGames: async () => (await ctx.categoryTotals()).get(categoryId) ?? 0,
          games: (await catalogue.searchGames({ categoryId, limit: size, offset: 0 })).map((r) => gameView(r, ctx)),
        })),
      );
    },

    game: async (a: { id: string }, ctx: Ctx) => {
      const row = await catalogue.gameById(a.id);
      return row ? gameView(row, ctx) : null;
    },

    games: async (a: { idList: string[] }, ctx: Ctx) => {
      const ids = [...new Set(a.idList)].slice(0, MAX_PAGE_SIZE);
      const rows = new Map((await catalogue.gamesByIds(ids)).map((r) => [r.id, r]));
      return ids.flatMap((id) => {
        const r = rows.get(id);
        return r ? [gameView(r, ctx)] : [];
      });
    },

    favouriteGames: async (_a: unknown, ctx: Ctx) =>
      ctx.playerId ? (await catalogue.favouriteGames(ctx.playerId)).map((r) => gameView(r, ctx)) : [],
  };
}

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

/** A parsed and validated query, and whether its answer depends on who asks. */
interface Prepared {
  doc: DocumentNode;
  personal: boolean;
}

const PERSONAL_FIELDS = new Set(["isFavourite", "favouriteGames"]);
/** Arguments whose answer depends on who asks (a bonus balance is the player's own). */
const PERSONAL_ARGUMENTS = new Set(["balance"]);

/**
 * Runs one GraphQL request: parse and validate once per distinct query text
 * (cached), check depth and cost, execute. Answers that are the same for
 * everyone (no favourites asked, or a guest asking) are kept for
 * `cacheTtlMs` and dropped at once when this process changes the catalogue;
 * other processes see a change within that time. Returns the HTTP status and
 * the JSON text: syntax, validation and limit problems are 400 `{errors}`,
 * execution errors sit beside `data` with 200.
 */
export function catalogueGraphQL(
  catalogue: CatalogueService,
  opts: { cacheTtlMs: number; log?: { error(o: object, m: string): void }; bonusGames?: BonusGames },
) {
  const schema = catalogueSchema();
  const root = rootResolvers(catalogue);
  const documents = new Map<string, Prepared | readonly GraphQLError[]>();
  // Kept as UTF-8 bytes: a hit is written to the socket without encoding 10–20 kB of text again.
  const answers = new Map<string, { at: number; generation: number; json: Buffer }>();

  function prepare(query: string): Prepared | readonly GraphQLError[] {
    const cached = documents.get(query);
    if (cached) return cached;
    let result: Prepared | readonly GraphQLError[];
    try {
      const doc = parse(query, { maxTokens: 2_000 });
      const errors = validate(schema, doc, specifiedRules);
      if (errors.length) result = errors;
      else {
        let personal = false;
        visit(doc, {
          Field(node) {
            if (PERSONAL_FIELDS.has(node.name.value)) personal = true;
          },
          Argument(node) {
            if (PERSONAL_ARGUMENTS.has(node.name.value)) personal = true;
          },
        });
        result = { doc, personal };
      }
    } catch (err) {
      result = [err instanceof GraphQLError ? err : new GraphQLError("Query could not be read.")];
    }
    if (documents.size >= 500) documents.delete(documents.keys().next().value as string);
    documents.set(query, result);
    return result;
  }

  /** A refused query: GraphQL's `errors`, and beside them the `code` and `message` every error answer of the api has. */
  const errorsJson = (errors: readonly GraphQLError[]) => {
    const presented = errors.map((e) => present(e, opts.log));
    const first = presented[0] as { message?: string; extensions?: { code?: unknown } } | undefined;
    const code = typeof first?.extensions?.code === "string" ? first.extensions.code : "GRAPHQL_VALIDATION_FAILED";
    return JSON.stringify({ code, message: first?.message ?? "The query is not valid.", errors: presented });
  };

  return {
    schema,
    async run(req: GraphQLRequest, playerId: string | null): Promise<{ status: number; json: string | Buffer }> {
      if (req.query.length > MAX_QUERY_LENGTH)
        return { status: 400, json: errorsJson([new GraphQLError(`Query is longer than ${MAX_QUERY_LENGTH} characters.`)]) };
      const prepared = prepare(req.query);
      if (!("doc" in prepared)) return { status: 400, json: errorsJson(prepared) };
      const variables = req.variables ?? {};
      const shared = opts.cacheTtlMs > 0 && (!prepared.personal || playerId === null);
      const key = shared ? `${req.operationName ?? ""}\n${req.query}\n${JSON.stringify(variables)}` : "";
      const now = Date.now();
      // Only answers that passed the limits are kept, so a hit needs no second check.
      if (shared) {
        const hit = answers.get(key);
        if (hit && hit.generation === catalogue.generation() && now - hit.at < opts.cacheTtlMs)
          return { status: 200, json: hit.json };
      }
      try {
        checkLimits(prepared.doc, variables);
      } catch (err) {
        return { status: 400, json: errorsJson([err as GraphQLError]) };
      }
      const generation = catalogue.generation();
      const result = await execute({
        schema,
        document: prepared.doc,
        rootValue: root,
        contextValue: requestContext(catalogue, playerId, opts.bonusGames),
        variableValues: variables,
        operationName: req.operationName ?? undefined,
      });
      const body: Record<string, unknown> = {};
      if (result.errors?.length) body.errors = result.errors.map((e) => present(e, opts.log));
      body.data = result.data ?? null;
      const json = Buffer.from(JSON.stringify(body));
      if (shared && !result.errors?.length) {
        if (answers.size >= 2_000) answers.clear();
        answers.set(key, { at: now, generation, json });
      }
      return { status: 200, json };
    },
  };
}

/** Keeps our own messages, hides internal ones (they go to the log). */
function present(err: GraphQLError, log?: { error(o: object, m: string): void }) {
  const original = err.originalError;
  if (!original || original instanceof GraphQLError) return err.toJSON();
  if (original instanceof AppError) return { ...err.toJSON(), message: original.message, extensions: { code: original.code } };
  log?.error({ err: original }, "graphql resolver failed");
  return { message: "Something went wrong, try again later.", path: err.path, extensions: { code: "INTERNAL_ERROR" } };
}
