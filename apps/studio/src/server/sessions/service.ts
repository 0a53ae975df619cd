import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import type { Db } from "@casino/db";
import { currencyRules } from "../currencies.js";
import { badRequest, notFound, StudioError, unauthorized } from "../errors.js";
import { betLimits, hasDemo, studioGame } from "../games/catalogue.js";
import type { WalletClient } from "../wallet/client.js";
import { WalletUnanswered } from "../wallet/client.js";
import { type SessionRow, sessionRepository } from "./repository.js";

export const LANGUAGES = ["en", "fr", "ru", "uk", "de", "hi", "pt", "kk", "uz"] as const;

export interface CreateSessionInput {
  gameId: string;
  mode: "real" | "fun";
  token?: string;
  playerId?: string;
  currency: string;
  language: string;
  lobbyUrl?: string;
  depositUrl?: string;
  platform: "desktop" | "mobile";
  /** False where the player's jurisdiction forbids autoplay. */
  autoplay?: boolean;
}

const hashSecret = (s: string) => createHash("sha256").update(s).digest("hex");

/** Whose seeds and history a session's rounds belong to. */
export function ownerOf(s: Pick<SessionRow, "id" | "mode" | "player_id">): string {
  if (s.mode === "real") return `player:${s.player_id}`;
  return s.player_id ? `fun:${s.player_id}` : `session:${s.id}`;
}

const playerInvalid = () => new StudioError(403, "PLAYER_IS_INVALID", "The casino does not let this account play right now.");
const playerAlreadySet = () =>
  new StudioError(
    409,
    "FORBIDDEN_TO_CHANGE_ALREADY_SET_PLAYER",
    "This game session was opened for another player. Reopen the game from the casino.",
  );

/** Maps a refusal of `authenticate`/`bet` to what the player sees. */
export function walletRefusal(status: string): StudioError {
  switch (status) {
    case "INSUFFICIENT_FUNDS":
      return new StudioError(412, "INSUFFICIENT_FUNDS", "Not enough money for this bet.");
    case "LIMIT_REACHED":
      return new StudioError(412, "LIMIT_REACHED", "A responsible-gaming limit stops this bet.");
    case "BONUS_MAX_BET_EXCEEDED":
      return new StudioError(412, "BONUS_MAX_BET_EXCEEDED", "Your active bonus allows a smaller bet: lower the stake.");
    case "PLAYER_BLOCKED":
      return new StudioError(403, "PLAYER_BLOCKED", "Your account cannot play right now.");
    case "TOKEN_EXPIRED":
      return new StudioError(401, "SESSION_EXPIRED", "This game session has expired. Reopen the game from the casino.");
    default:
      // Games spec §8: the casino's wallet would not record the play transaction (nothing was taken).
      return new StudioError(
        409,
        "PLAY_TRANSACTION_RECORD_RESULT_FAILED",
        "The casino did not record this round, so no money was taken.",
        { walletStatus: status },
      );
  }
}

export function sessionService(deps: { db: Db; wallet: WalletClient; publicUrl: string; now: () => Date }) {
  const repo = sessionRepository(deps.db);

  return {
    repo,
    async create(input: CreateSessionInput) {
      const game = studioGame(input.gameId);
      const rules = currencyRules(input.currency);
      if (!rules) throw badRequest("UNSUPPORTED_CURRENCY", `The studio does not play in ${input.currency}.`);
      if (input.mode === "fun" && !hasDemo(game)) throw badRequest("NO_DEMO", "This game has no demo mode.");
      if (input.mode === "real" && !input.token) throw badRequest("TOKEN_REQUIRED", "Real play needs the player's launch token.");
      const id = randomUUID();
      const secret = randomBytes(24).toString("base64url");
      const short = input.language.toLowerCase().slice(0, 2);
      const language = (LANGUAGES as readonly string[]).includes(short) ? short : "en";
      await repo.insert({
        id,
        secret_hash: hashSecret(secret),
        game_id: game.id,
        mode: input.mode,
        token: input.mode === "real" ? (input.token ?? null) : null,
        player_id: input.playerId ?? null,
        currency: input.currency,
        language,
        lobby_url: input.lobbyUrl ?? null,
        deposit_url: input.depositUrl ?? null,
        platform: input.platform,
        fun_balance: input.mode === "fun" ? BigInt(rules.funBalance) : null,
        autoplay: input.autoplay ?? true,
      });
      return { sessionId: id, url: `${deps.publicUrl}/play/${id}#${secret}` };
    },

    /** Fun mode: a player who spent the fun money gets the starting balance again (never while it still covers a bet). */
    async refillFun(s: SessionRow): Promise<{ balance: number }> {
      if (s.mode !== "fun") throw badRequest("NOT_FUN_MODE", "Only fun money can be refilled.");
      const rules = currencyRules(s.currency)!;
      const game = studioGame(s.game_id);
      const refilled = await repo.refillFun(s.id, rules.funBalance, betLimits(game, rules).minBet);
      if (!refilled) throw badRequest("FUN_BALANCE_NOT_SPENT", "The fun balance still covers a bet.");
      return { balance: Number(refilled.fun_balance) };
    },

    async close(id: string) {
      const closed = await repo.close(id, deps.now());
      if (!closed) throw notFound("SESSION_NOT_FOUND", "No such game session.");
      return { ok: true as const };
    },

    /** The session a game page acts on: its id and secret must match, and it must be open. */
    async forClient(id: string, secret: string | undefined): Promise<SessionRow> {
      const s = await repo.find(id);
      const given = Buffer.from(hashSecret(secret ?? ""), "hex");
      if (!s || !secret || !timingSafeEqual(given, Buffer.from(s.secret_hash, "hex"))) {
        throw unauthorized("SESSION_NOT_FOUND", "This game session does not exist or its key is wrong.");
      }
      return s;
    },

    /**
     * Real mode: the first time the game loads, the casino confirms the launch
     * token and tells us the player; afterwards, the balance comes from the wallet.
     */
    async balance(s: SessionRow): Promise<{ session: SessionRow; balance: number; bonusMaxBet: number | null }> {
      if (s.mode === "fun") return { session: s, balance: Number(s.fun_balance ?? 0n), bonusMaxBet: null };
      // The casino tells the max bet of the player's active bonus: the game says so before a bigger stake.
      const maxBet = (a: { bonusMaxBet?: unknown }) => (typeof a.bonusMaxBet === "number" ? a.bonusMaxBet : null);
      try {
        if (!s.authenticated) {
          const a = await deps.wallet.call("authenticate", { token: s.token });
          // Games spec §8: the casino vouches for no player that may play (blocked, self-excluded, none named).
          if (a.status === "PLAYER_BLOCKED") throw playerInvalid();
          if (a.status !== "OK") throw walletRefusal(a.status);
          if (!a.playerId) throw playerInvalid();
          // The session was opened for one player; a token of another never takes it over.
          if (s.player_id && s.player_id !== a.playerId) throw playerAlreadySet();
          if (a.currency && a.currency !== s.currency)
            throw badRequest("WRONG_CURRENCY", "The session's currency is not the player's.");
          await repo.markAuthenticated(s.id, a.playerId);
          return {
            session: { ...s, authenticated: true, player_id: a.playerId },
            balance: Number(a.balance ?? 0),
            bonusMaxBet: maxBet(a),
          };
        }
        const b = await deps.wallet.call("balance", { playerId: s.player_id, currency: s.currency, token: s.token });
        if (b.status !== "OK") throw walletRefusal(b.status);
        return { session: s, balance: Number(b.balance ?? 0), bonusMaxBet: maxBet(b) };
      } catch (err) {
        if (err instanceof WalletUnanswered)
          throw new StudioError(503, "WALLET_UNAVAILABLE", "The casino did not answer. Try again.");
        throw err;
      }
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
