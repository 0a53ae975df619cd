import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { sessionStore, useIsLoggedIn } from "../session/store";
import { pathTo } from "./table";
import { useLang } from "./useRoute";

/**
 * Accounts spec §2: a visitor opening a login-required page goes to /login and
 * the wanted path is kept for after login; a player opening a not-for-logged-in
 * page goes home.
 */
export function Guard({ auth, children }: { auth?: "required" | "guest"; children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const lang = useLang();
  const location = useLocation();
  if (auth === "required" && !loggedIn) {
    sessionStore.setReturnTo(location.pathname + location.search);
    return <Navigate to={pathTo("login", lang)} replace />;
  }
  if (auth === "guest" && loggedIn) return <Navigate to={pathTo("home", lang)} replace />;
  return <>{children}</>;
}
