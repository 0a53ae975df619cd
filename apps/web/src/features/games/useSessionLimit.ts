import { useEffect, useState } from "react";
import { closeGameSession, type GameLaunch } from "./launch";

/**
 * The player's session-time limit (accounts spec §3 gameSessionDuration): when the time the launch gave is up,
 * the game session ends — closed at the provider (its launch token has run out too) — and the popup says why.
 */
export function useSessionLimit(game: GameLaunch | null) {
  const [ended, setEnded] = useState(false);
  const sessionId = game?.sessionId;
  const endsAt = game?.sessionLimitEndsAt;
  useEffect(() => {
    setEnded(false);
    if (!sessionId || !endsAt) return;
    const end = () => {
      setEnded(true);
      void closeGameSession(sessionId);
    };
    const ms = Date.parse(endsAt) - Date.now();
    if (ms <= 0) return end();
    const timer = window.setTimeout(end, ms);
    return () => window.clearTimeout(timer);
  }, [sessionId, endsAt]);
  return ended;
}
