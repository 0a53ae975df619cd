import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValueNode,
} from "graphql";
import { CATEGORY_PREVIEW_SIZE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./constants.js";

/** Deepest nesting of fields a query may ask for. */
export const MAX_DEPTH = 8;
/** Most result fields a query may ask for, counting list items by their size. */
export const MAX_COST = 20_000;
export const MAX_QUERY_LENGTH = 10_000;

type Vars = Record<string, unknown>;

function value(node: ValueNode | undefined, vars: Vars): unknown {
  if (!node) return undefined;
  switch (node.kind) {
    case Kind.VARIABLE:
      return vars[node.name.value];
    case Kind.INT:
      return Number(node.value);
    case Kind.LIST:
      return node.values.map((v) => value(v, vars));
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, value(f.value, vars)]));
    case Kind.NULL:
      return null;
    default:
      return "value" in node ? node.value : undefined;
  }
}

const num = (v: unknown, fallback: number) => (typeof v === "number" && Number.isFinite(v) ? v : fallback);
const len = (v: unknown, fallback: number) => (Array.isArray(v) ? v.length : fallback);

/** How many items a list field returns at most, from its arguments. */
function multiplier(field: string, args: Record<string, unknown>): number {
  switch (field) {
    case "gamesByQuery": {
      const p = (args.pageable ?? {}) as Record<string, unknown>;
      return Math.min(MAX_PAGE_SIZE, num(p.size, DEFAULT_PAGE_SIZE));
    }
    case "gamesByCategory":
      return len(args.categoryIdList, 1) * Math.min(MAX_PAGE_SIZE, num(args.size, CATEGORY_PREVIEW_SIZE));
    case "games":
      return len(args.idList, 1);
    case "favouriteGames":
      return 100;
    case "vendors":
      return 100;
    case "categories":
      return 20;
    case "tags":
    case "categoryOrder":
    case "categoryIds":
    case "locations":
      return 10;
    case "images":
      return 3;
    default:
      return 1;
  }
}

/**
 * Depth and cost of a parsed query, with fragments followed. Throws a
 * GraphQLError (shown in `errors`) past the limits, before anything runs.
 */
export function checkLimits(doc: DocumentNode, vars: Vars): { depth: number; cost: number } {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of doc.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  let maxDepth = 0;

  const walk = (set: SelectionSetNode, depth: number, seen: Set<string>): number => {
    let cost = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        maxDepth = Math.max(maxDepth, depth);
        if (maxDepth > MAX_DEPTH)
          throw new GraphQLError(`Query is too deep: at most ${MAX_DEPTH} levels.`, { extensions: { code: "QUERY_TOO_DEEP" } });
        const args = Object.fromEntries((sel.arguments ?? []).map((a) => [a.name.value, value(a.value, vars)]));
        const inner = sel.selectionSet ? walk(sel.selectionSet, depth + 1, seen) : 0;
        cost += multiplier(sel.name.value, args) * (1 + inner);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        cost += walk(sel.selectionSet, depth, seen);
      } else {
        const name = sel.name.value;
        const frag = fragments.get(name);
        if (!frag || seen.has(name)) continue;
        cost += walk(frag.selectionSet, depth, new Set([...seen, name]));
      }
      if (cost > MAX_COST)
        throw new GraphQLError(`Query asks for too much: cost above ${MAX_COST}.`, { extensions: { code: "QUERY_TOO_COSTLY" } });
    }
    return cost;
  };

  let cost = 0;
  for (const d of doc.definitions) if (d.kind === Kind.OPERATION_DEFINITION) cost += walk(d.selectionSet, 1, new Set());
  if (cost > MAX_COST)
    throw new GraphQLError(`Query asks for too much: cost above ${MAX_COST}.`, { extensions: { code: "QUERY_TOO_COSTLY" } });
  return { depth: maxDepth, cost };
}
