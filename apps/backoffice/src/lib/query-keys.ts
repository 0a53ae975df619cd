/**
 * Query keys by area: `keys("audit").list(filters)`, `keys("operators").detail(id)`.
 * Mutations invalidate `keys(area).all`.
 */
export const keys = <A extends string>(area: A) => ({
  all: [area] as const,
  list: (query: Record<string, unknown> = {}) => [area, "list", query] as const,
  detail: (id: string) => [area, "detail", id] as const,
});

export const sessionKeys = keys("session");
export const operatorKeys = keys("operators");
export const auditKeys = keys("audit");
