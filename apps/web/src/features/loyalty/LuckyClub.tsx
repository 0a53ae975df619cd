import { useTranslation } from "react-i18next";
import { useLang } from "../../routes/useRoute";
import { PageSkeleton } from "../../shell/PageSkeleton";
import { money } from "../payments/money";
import { useLoyaltyStatus } from "./hooks";
import { levelCards, progressWidth } from "./ladder";

const CARD: Record<string, string> = {
  current: "border-accent bg-surface",
  next: "border-accent/40 bg-surface",
  reached: "border-success/40 bg-surface",
  locked: "border-surface-2 bg-surface opacity-80",
};

/** The player's lucky-club level, progress to the next and what each level brings (the page and the popup). */
export function LuckyClub({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const status = useLoyaltyStatus();
  if (status.isPending) return <PageSkeleton />;
  if (status.isError) return <p className="text-muted">{t("loyalty.error")}</p>;
  const s = status.data;
  if (s.levels.length === 0)
    return (
      <p className="text-muted" data-testid="lucky-club-empty">
        {t("loyalty.empty")}
      </p>
    );
  const width = progressWidth(s);
  return (
    <div data-testid="lucky-club">
      <section className="mb-6 rounded-xl border border-accent/40 bg-surface p-4">
        <p className="text-sm text-muted">{t("loyalty.your_level")}</p>
        <p className="text-2xl font-bold" data-testid="lucky-club-level">
          {s.levelName ?? t("loyalty.no_level")}
        </p>
        <p className="mt-1 text-sm text-muted" data-testid="lucky-club-wagered">
          {t("loyalty.wagered", { amount: money(s.wagered, s.currency, lang) })}
        </p>
        <div
          className="mt-3 h-3 overflow-hidden rounded-full bg-surface-2"
          role="progressbar"
          aria-label={t("loyalty.progress")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={width}
        >
          <div className="h-full bg-accent" style={{ width: `${width}%` }} />
        </div>
        <p className="mt-1 text-sm" data-testid="lucky-club-next">
          {s.next ? t("loyalty.next", { amount: money(s.next.left, s.currency, lang), name: s.next.name }) : t("loyalty.top")}
        </p>
      </section>
      {compact ? null : (
        <>
          <h2 className="mb-2 text-lg font-bold">{t("loyalty.levels")}</h2>
          <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="lucky-club-levels">
            {levelCards(s).map((l) => (
              <li
                key={l.level}
                className={`rounded-xl border p-4 ${CARD[l.state]}`}
                data-testid={`lucky-club-level-${l.level}`}
                data-state={l.state}
              >
                <div className="flex items-baseline justify-between gap-2">
                  <h3 className="font-bold">{l.name}</h3>
                  <span className="text-xs text-muted">{t(`loyalty.state.${l.state}`)}</span>
                </div>
                <p className="mt-1 text-sm text-muted">
                  {t("loyalty.threshold", { amount: money(l.threshold, s.currency, lang) })}
                </p>
                <ul className="mt-2 list-disc pl-5 text-sm">
                  {l.levelUpBonus ? (
                    <li>
                      {t("loyalty.level_up_bonus", {
                        amount: money(l.levelUpBonus.amount, s.currency, lang),
                        title: l.levelUpBonus.title,
                        multiplier: l.levelUpBonus.wageringMultiplier,
                      })}
                    </li>
                  ) : null}
                  {l.cashbackBoost > 0 ? <li>{t("loyalty.cashback_boost", { percent: l.cashbackBoost })}</li> : null}
                  {!l.levelUpBonus && l.cashbackBoost === 0 ? <li className="text-muted">{t("loyalty.no_perks")}</li> : null}
                </ul>
              </li>
            ))}
          </ol>
        </>
      )}
      <p className="mt-4 text-xs text-muted">{t("loyalty.how")}</p>
    </div>
  );
}
