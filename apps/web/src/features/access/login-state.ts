import type { Locale } from "../../i18n/locales";
import { pathTo } from "../../routes/table";
import { depositWithBonuses } from "./navigation";

/**
 * Login state (accounts spec §3 "Login state: loginSource (default byLink), pathfrom, pathto"): why the login
 * was asked for, the page it was asked on and the page wanted after it.
 * - byLink: the player opened it (header, a dialog's link, the login route typed in);
 * - byRedirect: a login-required page sent the visitor to the login route;
 * - byPayment: a payment method chosen while logged out;
 * - byFavourite: a game's heart pressed while logged out.
 */
export type LoginSource = "byLink" | "byRedirect" | "byPayment" | "byFavourite";

export interface LoginState {
  loginSource: LoginSource;
  pathfrom: string | null;
  pathto: string | null;
}

export const DEFAULT_LOGIN_STATE: LoginState = { loginSource: "byLink", pathfrom: null, pathto: null };

const SOURCES: readonly LoginSource[] = ["byLink", "byRedirect", "byPayment", "byFavourite"];
const isPath = (v: unknown): v is string => typeof v === "string" && v.startsWith("/") && !v.startsWith("//");

/** A stored login state, or null when it is not one (a site path only: never an address elsewhere). */
export function parseLoginState(raw: string | null): LoginState | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<LoginState>;
    if (!SOURCES.includes(v.loginSource as LoginSource)) return null;
    return {
      loginSource: v.loginSource as LoginSource,
      pathfrom: isPath(v.pathfrom) ? v.pathfrom : null,
      pathto: isPath(v.pathto) ? v.pathto : null,
    };
  } catch {
    return null;
  }
}

/**
 * Where the player goes once logged in (accounts spec §2 "Login popup"): after a first login to deposit with the
 * flag to show the initial bonuses; otherwise to the stored target (pathto) if any; on the login route, back to the
 * page the login was asked on (pathfrom), else home; else nowhere (null): the popup just closes.
 */
export function afterLogin(
  state: LoginState | null,
  opts: { presentInitialBonuses?: boolean; onLoginRoute: boolean; lang: Locale },
): string | null {
  if (opts.presentInitialBonuses) return depositWithBonuses(opts.lang);
  const s = state ?? DEFAULT_LOGIN_STATE;
  if (s.pathto) return s.pathto;
  if (!opts.onLoginRoute) return null;
  const login = pathTo("login", opts.lang);
  return s.pathfrom && s.pathfrom.split("?")[0] !== login ? s.pathfrom : pathTo("home", opts.lang);
}
