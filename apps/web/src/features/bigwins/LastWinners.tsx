import { formatMoney } from "@casino/money";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLang } from "../../routes/useRoute";
import { useIsLoggedIn } from "../../session/store";
import { dialogs } from "../../shell/dialogs";
import { BIG_WINS_KEY, fetchBigWins } from "./api";

/** The home widget "last winners": the big-wins feed with game, masked player, amount and comment. */
export function LastWinners() {
  const { t } = useTranslation();
  const lang = useLang();
  const loggedIn = useIsLoggedIn();
  const { data } = useQuery({
    queryKey: [...BIG_WINS_KEY, loggedIn],
    queryFn: fetchBigWins,
    refetchInterval: 60_000,
  });
  if (!data?.length) return null;
  return (
    <section className="mt-8" data-testid="widget-last-winners">
      <h2 className="mb-3 text-xl font-bold">{t("bigwins.widget.title")}</h2>
      <ul className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-2">
        {data.map((w) => (
          <li key={w.id} className="w-56 shrink-0 rounded-xl bg-surface p-3" data-testid="last-winner">
            <p className="truncate text-sm text-muted">{w.gameName}</p>
            <p className="text-lg font-bold text-accent">
              {formatMoney(BigInt(w.amount), w.currency, { locale: lang })}
              <span className="ml-2 text-xs font-normal text-muted">×{w.multiplier}</span>
            </p>
            <p className="text-xs text-muted">{w.mine ? t("bigwins.widget.you") : w.player}</p>
            {w.comment ? (
              <p className="mt-2 break-words text-sm italic">“{w.comment}”</p>
            ) : w.mine && w.canComment ? (
              <button
                type="button"
                className="btn-ghost mt-1 px-0 text-sm"
                onClick={() => dialogs.open("bigwin-comment", { win: w })}
                data-testid="last-winner-comment"
              >
                {t("bigwins.notification.write")}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
