import type { SiteNotification } from "@casino/contracts/notifications";

export type { SiteNotification };

/**
 * Which notifications a player is shown, oldest first: the registration ones
 * right after registering; the others to the player's region, or to everyone
 * when they name no region; none a second time.
 */
export function pickNotifications(
  list: SiteNotification[],
  ctx: { region: string | null; justRegistered: boolean; seen: ReadonlySet<string> },
): SiteNotification[] {
  return list.filter((n) => {
    if (ctx.seen.has(n.id)) return false;
    if (n.rules.registrationNotification) return ctx.justRegistered;
    return n.regions.length === 0 || (ctx.region !== null && n.regions.includes(ctx.region.toUpperCase()));
  });
}
