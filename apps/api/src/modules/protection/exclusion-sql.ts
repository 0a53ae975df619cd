/**
 * The one SQL definition of "excluded now" (`excluded` in limits.ts is the
 * same rule in TypeScript): a cool-down or self-exclusion that has no end or
 * ends after the moment. Every statement that asks it (the wallet's token
 * check, the session insert, promotions, cashback, loyalty, push, marketing,
 * protection's own lists) builds it here.
 */

/**
 * Whether the players row `alias` (none: the unqualified columns) is under a
 * cool-down or self-exclusion at `now` (an SQL placeholder or expression).
 * Parenthesised, so it can stand after NOT or AND as it is.
 */
export const excludedAt = (now: string, alias?: string) => {
  const c = alias ? `${alias}.` : "";
  return `(${c}self_exclusion_type IS NOT NULL AND (${c}self_exclusion_expires IS NULL OR ${c}self_exclusion_expires > ${now}))`;
};
