import { type ReactNode, useRef } from "react";
import { Navigate, useLocation } from "react-router";
import { sessionStore, useIsLoggedIn, useSession } from "../session/store";
import { pathTo } from "./table";
import { useLang } from "./useRoute";

/**
 * Accounts spec §2: a visitor opening a login-required page goes to /login and
 * the wanted path is kept for after login (also when the stored session turns
 * out to have ended); a player who logs out on such a page (or starts a
 * cool-down there) goes home; a player
 * opening a not-for-logged-in page goes home.
 */
export function Guard({ auth, children }: { auth?: "required" | "guest"; children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const expired = useSession((s) => s.expired);
  const lang = useLang();
  const location = useLocation();
  // Whether the player was logged in on this very page (the instance may outlive a navigation).
  const seen = useRef({ path: location.pathname, loggedIn });
  if (seen.current.path !== location.pathname) seen.current = { path: location.pathname, loggedIn };
  if (loggedIn) seen.current.loggedIn = true;
  if (auth === "required" && !loggedIn) {
    if (seen.current.loggedIn && !expired) return <Navigate to={pathTo("home", lang)} replace />;
    const wanted = location.pathname + location.search;
    sessionStore.setLoginState({ loginSource: "byRedirect", pathfrom: wanted, pathto: wanted });
    return <Navigate to={pathTo("login", lang)} replace />;
  }
  if (auth === "guest" && loggedIn) return <Navigate to={pathTo("home", lang)} replace />;
  return <>{children}</>;
}
