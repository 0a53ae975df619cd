import { useSyncExternalStore } from "react";
import { type LoginState, parseLoginState } from "../features/access/login-state";

/** The logged-in player as the web keeps it (accounts spec §3 "User session"). */
export interface Session {
  token: string;
  expires: string;
  customer: { id?: string; customerId?: string; [k: string]: unknown } | null;
  details: Record<string, unknown>;
  /**
   * WITHDRAWAL: a withdrawal-only session (a player in a cool-down or self-exclusion taking their balance out).
   * The site then shows only the withdrawal page; the features' logged-in work waits for a full session.
   */
  scope?: "WITHDRAWAL";
}

export interface Balance {
  amount: number;
  currency: string;
  reserved: number;
  bonus?: import("../features/promotions/snapshot").BonusPart | null;
}

interface State {
  session: Session | null;
  /** Set when the server said the session ended; cleared by the next login. */
  expired: boolean;
  balance: Balance | null;
  /**
   * Why the login was asked for and where to go after it (accounts spec §3); kept for the tab in
   * sessionStorage, so a reload of the login route keeps the wanted page.
   */
  login: LoginState | null;
}

const STORAGE_KEY = "session";
const LOGIN_KEY = "loginState";
let state: State = { session: readStored(), expired: false, balance: null, login: readLoginState() };
const listeners = new Set<() => void>();

function readStored(): Session | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
}

function readLoginState(): LoginState | null {
  try {
    return parseLoginState(sessionStorage.getItem(LOGIN_KEY));
  } catch {
    return null;
  }
}

function set(patch: Partial<State>) {
  state = { ...state, ...patch };
  if ("session" in patch) {
    if (state.session) localStorage.setItem(STORAGE_KEY, JSON.stringify(state.session));
    else localStorage.removeItem(STORAGE_KEY);
  }
  if ("login" in patch) {
    try {
      if (state.login) sessionStorage.setItem(LOGIN_KEY, JSON.stringify(state.login));
      else sessionStorage.removeItem(LOGIN_KEY);
    } catch {}
  }
  for (const l of listeners) l();
}

export const sessionStore = {
  get: () => state,
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  login(session: Session) {
    set({ session, expired: false });
  },
  logout(opts: { expired?: boolean } = {}) {
    set({ session: null, balance: null, expired: !!opts.expired });
  },
  updateDetails(details: Record<string, unknown>) {
    if (state.session) set({ session: { ...state.session, details: { ...state.session.details, ...details } } });
  },
  setBalance(balance: Balance | null) {
    set({ balance });
  },
  setLoginState(login: LoginState | null) {
    set({ login });
  },
  token: () => state.session?.token ?? null,
  /** The token of a full session: null when logged out or in a withdrawal-only session. */
  fullToken: () => (state.session && state.session.scope !== "WITHDRAWAL" ? state.session.token : null),
};

export function useSession<T>(select: (s: State) => T): T {
  return useSyncExternalStore(sessionStore.subscribe, () => select(state));
}
export const useIsLoggedIn = () => useSession((s) => s.session !== null);
/** A withdrawal-only session: the site shows the withdrawal page alone. */
export const useIsWithdrawalOnly = () => useSession((s) => s.session?.scope === "WITHDRAWAL");
