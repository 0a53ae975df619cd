import { api } from "../../api/client";
import { i18next } from "../../i18n";
import { dialogs } from "../../shell/dialogs";
import { toast } from "../../shell/toast";

interface RefreshAnswer {
  needToRefresh: boolean;
  urgent: boolean;
  version: string;
}

/** How often the running version is asked; `?versionCheckMs=` shortens it (journeys). */
const CHECK_EVERY_MS = Number(new URLSearchParams(location.search).get("versionCheckMs")) || 60_000;

/**
 * The product version flag (accounts spec §7 `GET /api/needToRefresh`, §9):
 * the site remembers the version it started with and asks every few minutes
 * whether the running one is newer; an urgent update (an operator's flag)
 * opens a dialog the player must reload from, any other offers a reload.
 */
export function watchVersion() {
  let loaded: string | null = null;
  let offered = false;
  const check = async () => {
    const a = await api<RefreshAnswer>("/api/needToRefresh", { anonymous: true, query: { version: loaded ?? undefined } }).catch(
      () => null,
    );
    if (!a) return;
    if (loaded === null) {
      loaded = a.version;
      return;
    }
    if (!a.needToRefresh) return;
    if (a.urgent) {
      if (dialogs.current()?.name !== "updateRequired") dialogs.open("updateRequired");
      return;
    }
    if (offered) return;
    offered = true;
    toast.neutral(i18next.t("app.update_available"), {
      persistent: true,
      action: { label: i18next.t("app.reload"), onClick: () => location.reload() },
    });
  };
  void check();
  setInterval(() => void check(), CHECK_EVERY_MS);
}
