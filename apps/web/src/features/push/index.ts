import type { SiteConfig } from "@casino/contracts/site";
import { api } from "../../api/client";
import { sessionStore } from "../../session/store";
import { registerDialog } from "../../shell/dialogs";
import { enablePush } from "./push";

/** Push registration at login (accounts spec §4), quietly; the offer's button asks the browser. */
export function register() {
  registerDialog("pushGuide", () => import("./PushGuideDialog"));
  let doneFor = "";
  const check = async () => {
    const id = String(sessionStore.get().session?.customer?.customerId ?? "");
    if (!id || id === doneFor) {
      if (!id) doneFor = "";
      return;
    }
    doneFor = id;
    const config = await api<SiteConfig>("/data/v1/config", { anonymous: true }).catch(() => null);
    await enablePush(config?.pushMessaging, false);
  };
  void check();
  sessionStore.subscribe(() => void check());
}
