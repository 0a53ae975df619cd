import { useLocation } from "react-router";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";

/**
 * True when the dialog stands on a route of its own (registration, recovery…)
 * or replaced the login popup of /login: closing it then returns home.
 */
export function useOnDialogRoute(routeKey: unknown, own: readonly string[]): boolean {
  const { pathname } = useLocation();
  const lang = useLang();
  return own.includes(String(routeKey)) || pathname === pathTo("login", lang);
}
