import { queryClient } from "../../api/query-client";
import { onLogin } from "../../session/on-login";
import { sessionStore } from "../../session/store";
import { registerDialog } from "../../shell/dialogs";
import { fetchSiteConfig, SITE_CONFIG_KEY, SITE_CONFIG_STALE_MS } from "../../shell/site-config";

/**
 * Push registration, the last step of a login (accounts spec §4), quietly; the offer's button asks the browser.
 * The offer is about a withdrawal being paid, so it is made only while one waits: at a login, or when the player
 * has just requested one.
 */
export function register() {
  registerDialog("pushGuide", () => import("./PushGuideDialog"));
  onLogin("push", () => quietly());
  // A withdrawal of the player's waits to be paid (payments: the pending withdrawals list shows one).
  // A withdrawal-only session (its withdrawal page lists them too) loads nothing of push.
  window.addEventListener("casino:withdrawal-pending", () => {
    if (sessionStore.fullToken()) void quietly(async () => true).catch(() => {});
  });
}

async function quietly(pending?: () => Promise<boolean>) {
  // The site's configuration as the shell keeps it.
  const config = await queryClient.fetchQuery({
    queryKey: SITE_CONFIG_KEY,
    queryFn: fetchSiteConfig,
    staleTime: SITE_CONFIG_STALE_MS,
  });
  // Its code loads here, in a player's session, not with every page a guest opens.
  const { enablePush } = await import("./push");
  await enablePush(config.pushMessaging, false, pending);
}
