import { api } from "../../api/client";
import { i18next } from "../../i18n";
import { toast } from "../../shell/toast";

interface RefreshAnswer {
  needToRefresh: boolean;
  urgent: boolean;
  version: string;
}

const CHECK_EVERY_MS = 5 * 60_000;

/**
 * The product version flag (accounts spec §7 `GET /api/needToRefresh`, §9):
 * the site remembers the version it started with and asks every few minutes
 * whether the running one is newer; an urgent update reloads at once, any
 * other offers a reload.
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
    if (!a.needToRefresh || offered) return;
    if (a.urgent) return location.reload();
    offered = true;
    toast.neutral(i18next.t("app.update_available"), {
      persistent: true,
      action: { label: i18next.t("app.reload"), onClick: () => location.reload() },
    });
  };
  void check();
  setInterval(() => void check(), CHECK_EVERY_MS);
}
