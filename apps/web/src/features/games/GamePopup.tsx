import { GAME_MODE } from "@casino/contracts/game-mode";
import type { QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { ApiError } from "../../api/client";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { sessionStore, useIsLoggedIn } from "../../session/store";
import { dialogs } from "../../shell/dialogs";
import { CloseIcon } from "../../shell/icons";
import { toast } from "../../shell/toast";
import { usePageMeta } from "../../shell/usePageMeta";
import { fetchGame, gameKey, useGame } from "../catalogue/queries";
import { freeWord, slugify } from "../catalogue/slug";
import { closeGameSession, type GameLaunch, launchErrorKey, launchGame } from "./launch";
import { parseGamePath } from "./path";
import { useRealityCheck } from "./useRealityCheck";
import { useSessionLimit } from "./useSessionLimit";

const RealityCheckOverlay = lazy(() => import("./RealityCheckOverlay"));

const LIVESPINS = 8;

type State =
  | { status: "loading" }
  | { status: "playing"; game: GameLaunch }
  | { status: "register" }
  | { status: "failed"; message: string };

/**
 * A guest's game opened directly: its answer (asked by index.html, routes/first-requests.ts) is in the cache for
 * the first render, which then shows what index.html's first frame painted, not a spinner between the two.
 */
export async function firstData(queryClient: QueryClient) {
  const id = parseGamePath(location.pathname)?.gameId;
  if (sessionStore.token() || !id) return;
  await queryClient.prefetchQuery({ queryKey: gameKey("guest", id), queryFn: () => fetchGame(id) });
}

/** The game popup: route entry of the accounts spec §4, then the launch flow of the games spec §4. */
export default function GamePopup() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const loggedIn = useIsLoggedIn();
  const path = parseGamePath(location.pathname);
  const game = useGame(path?.gameId);
  // A guest's real-money game with its answer already there starts as it stays: why it does not start.
  const [state, setState] = useState<State>(() =>
    path && !path.demo && !loggedIn && game.data ? { status: "register" } : { status: "loading" },
  );
  const [attempt, setAttempt] = useState(0);
  const [bonusBalanceId, setBonusBalanceId] = useState<string>();
  const sessionRef = useRef<string | null>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  usePageMeta(game.data?.name ?? t("games.loading"));

  // Real money only: every interval the player chose, play pauses for the reality check.
  const realityCheck = useRealityCheck(
    state.status === "playing" && state.game.gameMode === GAME_MODE.REAL ? state.game.sessionId : null,
  );
  // The session-time limit the player set: the game ends when it is up.
  const limitReached = useSessionLimit(state.status === "playing" ? state.game : null);

  const home = pathTo("home", lang);
  const deposit = pathTo("deposit", lang);
  const skip = search.get("skipRouteProcessing") === "true" || !!game.data?.categoryIds.includes(LIVESPINS);
  /** This game's popup path, in demo (with the language's word for free) or for real. */
  const popupPath = (demo: boolean) =>
    game.data
      ? pathTo("gamePopup", lang, {
          gameName: slugify(game.data.name),
          vendorId: game.data.vendorId,
          gameId: game.data.id,
          demo: demo ? freeWord(lang) : undefined,
        })
      : home;
  const canonical = path && game.data ? `${popupPath(path.demo)}${location.search}` : null;

  // A game that cannot be loaded: the default games error and home.
  useEffect(() => {
    if (!path || game.isError || (game.isSuccess && !game.data)) {
      toast.error(t("games.errors.default"));
      navigate(home, { replace: true });
    }
  }, [path, game.isError, game.isSuccess, game.data, navigate, home, t]);

  // Rewrite to the slugged name (and the language's word for free in demo).
  useEffect(() => {
    if (canonical && !skip && canonical !== location.pathname + location.search) navigate(canonical, { replace: true });
  }, [canonical, skip, location.pathname, location.search, navigate]);

  const relaunch = useCallback(() => setAttempt((a) => a + 1), []);

  const demo = path?.demo ?? false;
  const hasPath = path !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` launches again after the details dialog
  useEffect(() => {
    if (!hasPath || !game.data) return;
    if (!demo && !loggedIn) {
      setState({ status: "register" });
      dialogs.open("registration");
      return;
    }
    let cancelled = false;
    setState({ status: "loading" });
    const origin = window.location.origin;
    launchGame({
      vendorId: game.data.vendorId,
      gameId: game.data.id,
      demo,
      lobbyUrl: `${origin}${home}`,
      depositUrl: `${origin}${deposit}`,
      bonusBalanceId,
    })
      .then((r) => {
        if (cancelled) return;
        if (r.kind === "game") {
          sessionRef.current = r.game.sessionId;
          setState({ status: "playing", game: r.game });
        } else if (r.kind === "missingAccountDetails") {
          dialogs.open("game-missing-details", { fields: r.fields, onConfirmed: relaunch, onClose: () => navigate(home) });
        } else {
          dialogs.open("game-overlapping-balances", {
            balances: r.balances,
            onChoose: (id: string) => {
              setBonusBalanceId(id);
              relaunch();
            },
            onClose: () => navigate(home),
          });
        }
      })
      .catch((err) => {
        if (cancelled) return;
        if (err instanceof ApiError && err.status === 412 && err.code === "INSUFFICIENT_FUNDS") {
          setState({ status: "failed", message: t("games.top_up.text") });
          dialogs.open("game-top-up", { reserved: Number(err.data.reserved ?? 0), balance: Number(err.data.balance ?? 0) });
        } else if (err instanceof ApiError && err.status === 412 && err.code === "GAME_IS_NOT_AVAILABLE_FOR_BONUS") {
          setState({ status: "failed", message: t("games.bonus_block.text") });
          dialogs.open("game-bonus-block", { balances: err.data.balances ?? [], onClose: () => navigate(home) });
        } else {
          const message = t(launchErrorKey(err));
          toast.error(message);
          setState({ status: "failed", message });
        }
      });
    return () => {
      cancelled = true;
    };
    // attempt: a confirmed details dialog launches again
  }, [demo, hasPath, game.data, loggedIn, attempt, bonusBalanceId, home, deposit, navigate, relaunch, t]);

  // The game frame asks for the deposit page when funds run out, for the limits when one refused a bet, or for the lobby.
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      // Only the game's own frame may move the page.
      if (!frameRef.current || e.source !== frameRef.current.contentWindow) return;
      const type = typeof e.data === "string" ? e.data : e.data?.type;
      if (type === "go-to-deposit-page") navigate(deposit);
      else if (type === "go-to-limits-page") navigate(pathTo("restrictions", lang));
      else if (type === "go-to-lobby") navigate(home);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [navigate, deposit, home, lang]);

  useEffect(
    () => () => {
      if (sessionRef.current) void closeGameSession(sessionRef.current);
    },
    [],
  );

  // Back to the page the player came from inside the site; a game opened from outside closes to home.
  const close = () => (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0 ? navigate(-1) : navigate(home));

  return (
    <div
      className="fixed inset-0 z-40 flex flex-col bg-black"
      data-testid="game-popup"
      role="dialog"
      aria-label={game.data?.name ?? t("games.loading")}
    >
      <div className="flex min-h-12 shrink-0 items-center gap-3 border-b border-surface-2 bg-bg px-3 py-1">
        {/* A long name wraps on a phone rather than losing its end. */}
        <h1 className="min-w-0 break-words font-semibold leading-tight" data-testid="game-popup-title">
          {game.data?.name ?? ""}
        </h1>
        {path?.demo && (
          <span className="hidden rounded bg-surface-2 px-2 py-0.5 text-xs font-semibold uppercase text-muted sm:inline">
            {t("games.demo")}
          </span>
        )}
        <div className="ml-auto flex shrink-0 items-center gap-2">
          {path?.demo && game.data && (
            <button
              type="button"
              className="btn-primary whitespace-nowrap px-3 py-1 text-sm"
              onClick={() => navigate(popupPath(false))}
              data-testid="play-real"
            >
              {t("games.play_real")}
            </button>
          )}
          {!path?.demo && game.data?.hasDemo && (
            <button
              type="button"
              className="btn-secondary whitespace-nowrap px-3 py-1 text-sm"
              onClick={() => navigate(popupPath(true))}
              data-testid="play-demo"
            >
              {t("games.play_demo")}
            </button>
          )}
          <button type="button" className="btn-ghost" onClick={close} aria-label={t("app.close")} data-testid="game-close">
            <CloseIcon />
          </button>
        </div>
      </div>
      <div className="relative flex-1">
        {state.status === "playing" && limitReached ? (
          <div
            className="flex h-full flex-col items-center justify-center gap-4 p-6 text-center"
            role="alert"
            data-testid="session-limit-reached"
          >
            <h2 className="text-xl font-bold">{t("games.session_limit.title")}</h2>
            <p className="max-w-sm text-muted">{t("games.session_limit.text")}</p>
            <div className="flex flex-wrap justify-center gap-2">
              <button type="button" className="btn-primary" onClick={() => navigate(home)} data-testid="session-limit-home">
                {t("games.session_limit.home")}
              </button>
              <button
                type="button"
                className="btn-secondary"
                onClick={() => navigate(pathTo("restrictions", lang))}
                data-testid="session-limit-restrictions"
              >
                {t("games.session_limit.restrictions")}
              </button>
            </div>
          </div>
        ) : state.status === "playing" ? (
          <iframe
            ref={frameRef}
            src={state.game.url}
            title={state.game.name}
            className="absolute inset-0 size-full border-0"
            allow="autoplay; fullscreen"
            data-testid="game-frame"
          />
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-4 p-6 text-center" aria-live="polite">
            {state.status === "loading" && (
              <>
                <div className="size-12 animate-spin rounded-full border-4 border-surface-2 border-t-accent" aria-hidden />
                <span className="sr-only">{t("games.loading")}</span>
              </>
            )}
            {state.status === "register" && (
              // Live tables and other games without a demo cannot be tried for free: say only what is true.
              <p className="max-w-sm text-muted" data-testid="register-to-play">
                {t(game.data?.hasDemo ? "games.register_to_play" : "games.register_to_play_no_demo")}
              </p>
            )}
            {state.status === "failed" && (
              <p className="max-w-sm text-muted" data-testid="game-unavailable">
                {state.message}
              </p>
            )}
            {state.status !== "loading" && game.data?.hasDemo && !path?.demo && (
              <button type="button" className="btn-secondary" onClick={() => navigate(popupPath(true))}>
                {t("games.play_demo")}
              </button>
            )}
          </div>
        )}
        {realityCheck.due && !limitReached && (
          <Suspense fallback={null}>
            <RealityCheckOverlay
              check={realityCheck.due}
              onContinue={realityCheck.resume}
              onStop={() => navigate(home)}
              onHistory={() => navigate(pathTo("history", lang))}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
