import { randomUUID } from "node:crypto";
import { GAME_MODE, type GameMode, type GameModeWord, gameModeOf } from "@casino/contracts/games";
import type { Clock } from "../../platform/clock.js";
import type { Config } from "../../platform/config.js";
import type { Db } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { isUuid } from "../../platform/ids.js";
import type { PlayerContext } from "../../platform/request-context.js";
import { NO_DEMO_TAGS } from "../catalogue/constants.js";
import type { CatalogueService } from "../catalogue/service.js";
import {
  gameNotAvailable,
  gameNotAvailableForBonus,
  gameSessionNotFound,
  insufficientFunds,
  modeMismatch,
  noDemo,
  noGameProvider,
  walletNotAvailable,
} from "./errors.js";
import { launchRepository } from "./repository.js";

/** Profile fields a real-money launch needs (players.details keys), in the dialog's order. */
export const REQUIRED_DETAILS = ["FIRSTNAME", "LASTNAME", "BIRTHDAY", "GENDER", "LOCATION_CITY"] as const;

/** What the launch needs of the wallet module (its service and the seamless wallet's). */
export interface LaunchWallet {
  balance(playerId: string): Promise<{ currency: string; cash: bigint; reserved: bigint }>;
  /**
   * The player's active bonus: its money, whether this game may spend it, and
   * the free spins left on this game (promotions).
   */
  bonus?(
    playerId: string,
    gameId: string,
  ): Promise<{
    id: string;
    name: string;
    balance: bigint;
    allowed: boolean;
    completed: boolean;
    freeSpins?: number;
  } | null>;
  issueLaunchToken(a: {
    playerId: string;
    sessionId: string;
    currency: string;
    gameId: string;
    provider: string;
    /** The game session the token will play in (its id is chosen before the session is written). */
    gameSessionId: string;
  }): Promise<{
    token: string;
    /** When the player's session-time limit ends this game session; absent without a limit. */
    limitEndsAt?: Date | null;
  }>;
}

export interface LaunchOptions {
  /** The mode the caller asked for (REAL=0, DEMO=1); absent: the call's own. */
  mode?: GameMode;
  lobbyUrl?: string;
  depositUrl?: string;
  platform?: "desktop" | "mobile";
  language: string;
  fingerprint: string | null;
  userAgent?: string;
}

/** Game data the web opens in the game popup's frame. */
export interface GameLaunch {
  url: string;
  sessionId: string;
  gameId: string;
  vendorId: string;
  name: string;
  /** The word callers read since wave 1. */
  mode: GameModeWord;
  /** The same as accounts spec §9 numbers it: REAL=0, DEMO=1. */
  gameMode: GameMode;
  currency: string;
  /** ISO time the player's session-time limit ends this game (the web closes it then, with a message). */
  sessionLimitEndsAt?: string;
}

const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod/i;
const FUN_CURRENCY = "EUR";

/** What the launch reads of the profile module: the player's details by the spec's keys. */
export interface LaunchProfile {
  details(playerId: string): Promise<{ data: Partial<Record<string, string>> }>;
}

export function launchService(deps: {
  db: Db;
  clock: Clock;
  config: Config;
  catalogue: CatalogueService;
  profile: LaunchProfile;
  wallet: LaunchWallet;
}) {
  const repo = launchRepository(deps.db);
  const origin = new URL(deps.config.publicUrl).origin;

  /** Lobby and deposit links go back to our own site only (no open redirect through the game). */
  const ownUrl = (u: string | undefined, fallback: string) => {
    if (!u) return fallback;
    try {
      const parsed = new URL(u, origin);
      return parsed.origin === origin ? parsed.toString() : fallback;
    } catch {
      return fallback;
    }
  };

  async function launchable(vendorId: string, gameId: string) {
    const game = await deps.catalogue.launchableGame(gameId);
    if (!game || game.vendor_id !== vendorId || !game.visible) throw gameNotAvailable();
    const provider = deps.catalogue.provider(vendorId);
    if (!provider) throw noGameProvider();
    return { game, provider };
  }

  async function open(
    mode: GameModeWord,
    vendorId: string,
    gameId: string,
    o: LaunchOptions,
    who: {
      /** Chosen before the launch token (real money); a demo's is the database's. */
      gameSessionId?: string;
      player: PlayerContext | null;
      currency: string;
      country?: string;
      token?: string;
      limitEndsAt?: Date | null;
    },
  ): Promise<GameLaunch> {
    const { game, provider } = await launchable(vendorId, gameId);
    const platform = o.platform ?? (MOBILE_UA.test(o.userAgent ?? "") ? "mobile" : "desktop");
    const lang = o.language;
    const opened = await provider.openSession({
      gameId,
      mode,
      ...(who.token ? { token: who.token } : {}),
      ...(who.player ? { playerId: who.player.playerId } : {}),
      ...(who.country ? { country: who.country } : {}),
      currency: who.currency,
      language: lang,
      lobbyUrl: ownUrl(o.lobbyUrl, `${origin}/${lang}`),
      depositUrl: ownUrl(o.depositUrl, `${origin}/${lang}/account/deposit`),
      platform,
    });
    const sessionId = await repo.insertSession({
      id: who.gameSessionId ?? randomUUID(),
      playerId: who.player?.playerId ?? null,
      loginSessionId: who.player?.sessionId ?? null,
      vendorId,
      gameId,
      providerSessionId: opened.sessionId,
      mode,
      currency: who.currency,
      platform,
      fingerprint: o.fingerprint,
      at: deps.clock.now(),
    });
    return {
      url: opened.url,
      sessionId,
      gameId,
      vendorId,
      name: game.name,
      mode,
      gameMode: gameModeOf(mode),
      currency: who.currency,
      ...(who.limitEndsAt ? { sessionLimitEndsAt: who.limitEndsAt.toISOString() } : {}),
    };
  }

  return {
    /** Demo (fun money, in the studio only); for guests and players alike. */
    async demo(vendorId: string, gameId: string, o: LaunchOptions, player: PlayerContext | null) {
      if (o.mode !== undefined && o.mode !== GAME_MODE.DEMO) throw modeMismatch(o.mode, GAME_MODE.DEMO);
      const { game } = await launchable(vendorId, gameId);
      if (!game.has_demo || game.tags.some((t) => (NO_DEMO_TAGS as readonly string[]).includes(t))) throw noDemo();
      // A provider may restrict a game by country in demo too; a guest's country is not known.
      const country = player ? (await deps.profile.details(player.playerId)).data.LOCATION_COUNTRY : undefined;
      return open("fun", vendorId, gameId, o, { player, country, currency: player?.currency ?? FUN_CURRENCY });
    },

    /**
     * Real money: the details the game needs first, then the balance (cash,
     * or an active bonus this game may spend), then a launch token from the
     * wallet and a session at the provider. A player with only bonus money on
     * a game the bonus excludes is GAME_IS_NOT_AVAILABLE_FOR_BONUS.
     * `overlappingBalances` is never returned: a player has at most one active
     * bonus and a bet takes cash first, so there is no choice to make.
     */
    async launch(
      player: PlayerContext,
      vendorId: string,
      gameId: string,
      o: LaunchOptions,
    ): Promise<GameLaunch | { missingAccountDetails: string[] }> {
      if (o.mode !== undefined && o.mode !== GAME_MODE.REAL) throw modeMismatch(o.mode, GAME_MODE.REAL);
      await launchable(vendorId, gameId);
      const { data } = await deps.profile.details(player.playerId);
      const missing = REQUIRED_DETAILS.filter((k) => !data[k]?.trim());
      if (missing.length) return { missingAccountDetails: missing };

      let balance: Awaited<ReturnType<LaunchWallet["balance"]>>;
      try {
        balance = await deps.wallet.balance(player.playerId);
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw walletNotAvailable((err as Error).message);
      }
      const bonus = balance.cash <= 0n && deps.wallet.bonus ? await deps.wallet.bonus(player.playerId, gameId) : null;
      if (bonus && bonus.balance > 0n && !bonus.allowed) {
        throw gameNotAvailableForBonus([{ id: bonus.id, name: bonus.name, completed: bonus.completed }]);
      }
      // free spins awarded on this game are played without a stake: no money is needed to open it
      if (balance.cash <= 0n && !(bonus && (bonus.balance > 0n || (bonus.freeSpins ?? 0) > 0)))
        throw insufficientFunds({
          currency: balance.currency,
          balance: Number(balance.cash),
          reserved: Number(balance.reserved),
        });
      const gameSessionId = randomUUID();
      const { token, limitEndsAt } = await deps.wallet.issueLaunchToken({
        playerId: player.playerId,
        sessionId: player.sessionId,
        currency: balance.currency,
        gameId,
        provider: vendorId,
        gameSessionId,
      });
      return open("real", vendorId, gameId, o, {
        gameSessionId,
        player,
        country: data.LOCATION_COUNTRY,
        currency: balance.currency,
        token,
        limitEndsAt,
      });
    },

    /** Ends a game session at the provider; a guest's demo session can be closed by anyone holding its id. */
    async close(sessionId: string, player: PlayerContext | null, log?: { warn(o: object, m: string): void }) {
      const s = isUuid(sessionId) ? await repo.session(sessionId) : undefined;
      if (!s || (s.player_id && s.player_id !== player?.playerId)) throw gameSessionNotFound();
      if (!s.closed_at) {
        await repo.close(s.id, deps.clock.now());
        try {
          await deps.catalogue.provider(s.vendor_id)?.closeSession(s.provider_session_id);
        } catch (err) {
          // The provider ends idle sessions itself; the player is not held up by it.
          log?.warn({ err: (err as Error).message, sessionId }, "provider did not confirm the session close");
        }
      }
      return { sessionId: s.id, closed: true };
    },
  };
}

export type LaunchService = ReturnType<typeof launchService>;
