import type { RouteKey } from "../../routes/table";

/**
 * Where the e-mail registration link lands (accounts spec §2 routes registration/success|failed|expired): a
 * confirmed registration on registration/success, whatever the answer carries (the session, when it logs in);
 * a link whose time ran out (423) on registration/expired; any other refusal on registration/failed.
 */
export function registrationLinkOutcome(outcome: { ok: true } | { ok: false; status: number }): RouteKey {
  if (outcome.ok) return "registrationSuccess";
  return outcome.status === 423 ? "registrationExpired" : "registrationFailed";
}
