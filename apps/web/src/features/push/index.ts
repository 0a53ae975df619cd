import { queryClient } from "../../api/query-client";
import { onLogin } from "../../session/on-login";
import { registerDialog } from "../../shell/dialogs";
import { fetchSiteConfig, SITE_CONFIG_KEY, SITE_CONFIG_STALE_MS } from "../../shell/site-config";

/** Push registration, the last step of a login (accounts spec §4), quietly; the offer's button asks the browser. */
export function register() {
  registerDialog("pushGuide", () => import("./PushGuideDialog"));
  onLogin("push", async () => {
    // The site's configuration as the shell keeps it.
    const config = await queryClient.fetchQuery({
      queryKey: SITE_CONFIG_KEY,
      queryFn: fetchSiteConfig,
      staleTime: SITE_CONFIG_STALE_MS,
    });
    // Its code loads here, at a login, not with every page a guest opens.
    const { enablePush } = await import("./push");
    await enablePush(config.pushMessaging, false);
  });
}
