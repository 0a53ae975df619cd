import { useSyncExternalStore } from "react";

/** The logged-in player as the web keeps it (accounts spec §3 "User session"). */
export interface Session {
  token: string;
  expires: string;
  customer: { id?: string; customerId?: string; [k: string]: unknown } | null;
  details: Record<string, unknown>;
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
  /** The path a visitor wanted before being sent to /login. */
  returnTo: string | null;
}

const STORAGE_KEY = "session";
let state: State = { session: readStored(), expired: false, balance: null, returnTo: null };
const listeners = new Set<() => void>();

function readStored(): Session | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
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
  setReturnTo(returnTo: string | null) {
    set({ returnTo });
  },
  token: () => state.session?.token ?? null,
};

export function useSession<T>(select: (s: State) => T): T {
  return useSyncExternalStore(sessionStore.subscribe, () => select(state));
}
export const useIsLoggedIn = () => useSession((s) => s.session !== null);
