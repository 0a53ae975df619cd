/**
 * What a login loads (accounts spec §4 "Session: login sets session, starts balance listening, loads bonuses,
 * promotions, providers, categories and push registration"), in that order. Features register their step; the
 * session runs them once the player is logged in (a login, a registration's log-in, or a stored session found
 * alive on start); last, the 6-monthly review of the player's limits (protection). A step that fails is left for its page to retry and never stops the next.
 */
export const ON_LOGIN_ORDER = ["bonuses", "promotions", "providers", "categories", "push", "protection"] as const;
export type OnLoginStep = (typeof ON_LOGIN_ORDER)[number];

const steps = new Map<OnLoginStep, () => Promise<unknown>>();

export function onLogin(step: OnLoginStep, load: () => Promise<unknown>) {
  steps.set(step, load);
}

/** Runs the registered steps one after another in the spec's order; answers the steps that loaded. */
export async function runOnLogin(): Promise<OnLoginStep[]> {
  const loaded: OnLoginStep[] = [];
  for (const step of ON_LOGIN_ORDER) {
    const load = steps.get(step);
    if (!load) continue;
    try {
      await load();
      loaded.push(step);
    } catch {
      // Its page asks again when opened.
    }
  }
  return loaded;
}
