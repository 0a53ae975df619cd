import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLang } from "../../routes/useRoute";
import { money } from "../payments/money";
import { hms } from "../protection/rules";
import type { RealityCheck } from "./reality-check";

/**
 * The reality check over the game frame (MGA): play pauses — the frame takes
 * no input — until the player continues, stops or opens the history.
 */
export default function RealityCheckOverlay({
  check,
  onContinue,
  onStop,
  onHistory,
}: {
  check: RealityCheck;
  onContinue: () => void;
  onStop: () => void;
  onHistory: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div
      className="absolute inset-0 z-10 flex items-center justify-center overflow-y-auto bg-black/85 p-4"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="reality-check-title"
      aria-describedby="reality-check-text"
      data-testid="reality-check"
    >
      <div className="w-full max-w-sm rounded-xl bg-bg p-6 shadow-xl">
        <h2 id="reality-check-title" className="text-xl font-bold">
          {t("games.reality_check.title")}
        </h2>
        <p id="reality-check-text" className="mt-2 text-muted">
          {t("games.reality_check.text")}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-3">
          <div>
            <dt className="text-sm text-muted">{t("games.reality_check.played")}</dt>
            <dd className="font-mono text-lg" data-testid="reality-check-played">
              {hms(check.playedSeconds)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t("games.reality_check.net")}</dt>
            <dd
              className={`text-lg font-semibold ${check.net >= 0 ? "text-success" : "text-danger"}`}
              data-testid="reality-check-net"
            >
              {money(check.net, check.currency, lang)}
            </dd>
          </div>
        </dl>
        <div className="mt-6 flex flex-col gap-2">
          <button ref={first} type="button" className="btn-primary" onClick={onContinue} data-testid="reality-check-continue">
            {t("games.reality_check.continue")}
          </button>
          <button type="button" className="btn-secondary" onClick={onStop} data-testid="reality-check-stop">
            {t("games.reality_check.stop")}
          </button>
          <button
            type="button"
            className="btn-ghost w-full justify-center"
            onClick={onHistory}
            data-testid="reality-check-history"
          >
            {t("games.reality_check.history")}
          </button>
        </div>
      </div>
    </div>
  );
}
