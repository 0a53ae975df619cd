import type { SiteConfig } from "@casino/contracts/site";
import { api } from "../../api/client";
import { onLogin } from "../../session/on-login";
import { registerDialog } from "../../shell/dialogs";
import { enablePush } from "./push";

/** Push registration, the last step of a login (accounts spec §4), quietly; the offer's button asks the browser. */
export function register() {
  registerDialog("pushGuide", () => import("./PushGuideDialog"));
  onLogin("push", async () => {
    const config = await api<SiteConfig>("/data/v1/config", { anonymous: true });
    await enablePush(config.pushMessaging, false);
  });
}
