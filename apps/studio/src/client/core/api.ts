/** The studio's client API for one game session; the session key travels in a header, never in a URL the server logs. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
  }
}

export interface FairnessInfo {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  previous: { serverSeed: string; serverSeedHash: string; clientSeed: string; rounds: number } | null;
}

export interface HistoryItem {
  roundId: string;
  at: string;
  stake: number;
  win: number;
  currency: string;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  verifiable: boolean;
  outcome: unknown;
}

export interface GameState {
  session: {
    id: string;
    mode: "real" | "fun";
    currency: string;
    exponent: number;
    language: string;
    platform: string;
    lobbyUrl: string | null;
    depositUrl: string | null;
    closed: boolean;
  };
  game: {
    id: string;
    name: string;
    family: string;
    rtp: number;
    volatility: "low" | "medium" | "high";
    theme: { primary: string; secondary: string; accent: string; symbol: string; title: string };
    rules: string[];
    maxWinMultiplier: number;
    rtpMethod: string;
    model: Record<string, unknown>;
  };
  balance: number;
  /** Real money: the max bet (whole stake) of the player's active bonus at the casino, when it has one. */
  bonusMaxBet?: number | null;
  /** Free spins the casino awarded on this game: the next rounds are played at `bet`, no stake taken. */
  freeSpins?: AwardedSpins | null;
  limits: { minBet: number; maxBet: number; stakeStep: number; chips: number[] };
  autoplay: { allowed: boolean; maxRounds: number };
  history: HistoryItem[];
  fairness: FairnessInfo;
  openRound: { roundId: string; nonce: number; stake: number; outcome: unknown; legalActions: unknown[] } | null;
  table: TableView | null;
}

/** The live table as every seated player sees it. */
export interface TableView {
  round: number;
  phase: "betting" | "closed" | "spinning" | "result";
  phaseEndsAt: string;
  serverTime: string;
  pocket: number | null;
  recent: number[];
  serverSeedHash: string;
  clientSeed: string;
  streamUrl: string | null;
  players?: number;
}

/** Free spins awarded by the casino: what is left of them and the bet each is played at. */
export interface AwardedSpins {
  awardId: string;
  left: number;
  total: number;
  bet: number;
}

export interface RoundResult<O = unknown> {
  roundId: string;
  nonce: number;
  stake: number;
  win: number;
  balance: number;
  settled: boolean;
  outcome: O;
  legalActions?: unknown[];
  /** A free spin of an award, and what is left of it after this one. */
  freeSpins?: AwardedSpins;
}

export function sessionApi(sessionId: string, key: string) {
  const base = `/client/v1/sessions/${encodeURIComponent(sessionId)}`;
  async function call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(base + path, {
        method,
        headers: { "x-session-key": key, ...(body !== undefined ? { "content-type": "application/json" } : {}) },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
    } catch {
      throw new ApiError(0, "NETWORK", "network", {});
    }
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok) throw new ApiError(res.status, String(json.code ?? "ERROR"), String(json.message ?? ""), json);
    return json as T;
  }
  return {
    sessionId,
    key,
    state: () => call<GameState>("GET", "/state"),
    play: <O>(bet: unknown) => call<RoundResult<O>>("POST", "/rounds", { bet }),
    act: <O>(action: unknown) => call<RoundResult<O>>("POST", "/actions", { action }),
    history: () => call<{ rounds: HistoryItem[] }>("GET", "/history"),
    setClientSeed: (clientSeed: string) => call<FairnessInfo>("POST", "/seed", { clientSeed }),
    rotateSeed: () => call<FairnessInfo>("POST", "/seed/rotate", {}),
    topUpFun: () => call<{ balance: number }>("POST", "/fun-balance", {}),
  };
}

export type SessionApi = ReturnType<typeof sessionApi>;
