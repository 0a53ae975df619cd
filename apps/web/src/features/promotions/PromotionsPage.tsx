import type { Available } from "@casino/contracts/promotions";
import type { QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { takeFirstAnswer } from "../../api/client";
import { takeFirstTap } from "../../routes/first-tap";
import { sessionStore, useIsLoggedIn } from "../../session/store";
import { dialogs } from "../../shell/dialogs";
import { PageSkeleton } from "../../shell/PageSkeleton";
import { usePageMeta } from "../../shell/usePageMeta";
import { WhenVisible } from "../../shell/WhenVisible";
import { ActiveBonus } from "./ActiveBonus";
import { AVAILABLE_URL, promotionKeys, promotionsApi } from "./api";
import { BonusHistory } from "./BonusHistory";
import { useActiveBonus, useAvailable } from "./hooks";
import { PromotionCard } from "./PromotionCard";

const TournamentsSection = lazy(() => import("../tournaments/TournamentTable").then((m) => ({ default: m.TournamentsSection })));

/**
 * A guest's promotions in the cache before React's first frame (main.tsx waits for them, at most 1.5 s): the list
 * index.html asked and painted (routes/first-frame.ts), so the page replaces those cards with the same cards.
 */
export async function firstData(queryClient: QueryClient, take: typeof takeFirstAnswer) {
  if (sessionStore.token()) return;
  await queryClient.prefetchQuery({
    queryKey: promotionKeys.available({ player: false }),
    queryFn: async () => (await take<Available>(AVAILABLE_URL)) ?? promotionsApi.available(),
  });
}

/** The promotions page: the active bonus, offers waiting for the player, every promotion, the history. */
export default function PromotionsPage() {
  const { t } = useTranslation();
  usePageMeta(t("pages.promotions_title"));
  const loggedIn = useIsLoggedIn();
  const list = useAvailable();
  const active = useActiveBonus();
  const activeId = active.data?.promotionId ?? null;
  // A button of the first frame tapped before this page ran: its dialog now.
  const available = list.data?.available;
  useEffect(() => {
    if (!available) return;
    const tap = takeFirstTap("promotion-");
    const promotion = tap?.startsWith("details:") ? available.find((p) => p.id === tap.slice(8)) : undefined;
    if (tap === "guide") dialogs.open("promotionGuide");
    else if (promotion) dialogs.open("promotionDetails", { promotion, activeId: null });
  }, [available]);
  return (
    <section className="py-6" data-testid="promotions-page">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t("pages.promotions_title")}</h1>
        <div className="flex gap-2">
          <button
            type="button"
            className="btn-ghost"
            onClick={() => dialogs.open("promotionGuide")}
            data-testid="promotion-guide-open"
          >
            {t("promotions.guide.open")}
          </button>
          {loggedIn ? (
            <button
              type="button"
              className="btn-secondary"
              onClick={() => dialogs.open("promoCode")}
              data-testid="promo-code-open"
            >
              {t("promotions.activate_code")}
            </button>
          ) : null}
        </div>
      </div>
      {loggedIn ? <ActiveBonus /> : null}
      {list.isPending ? (
        <PageSkeleton />
      ) : list.isError ? (
        <p className="text-muted">{t("promotions.errors.generic")}</p>
      ) : (
        <>
          {list.data.pending.length > 0 ? (
            <>
              <h2 className="mb-2 text-lg font-bold">{t("promotions.pending")}</h2>
              <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="promotions-pending">
                {list.data.pending.map((p) => (
                  <PromotionCard key={p.bonusId ?? p.id} promotion={p} activeId={activeId} />
                ))}
              </div>
            </>
          ) : null}
          {list.data.available.length === 0 && list.data.pending.length === 0 ? (
            <p className="text-muted" data-testid="promotions-empty">
              {t("promotions.empty")}
            </p>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="promotions-available">
              {list.data.available.map((p) => (
                <PromotionCard key={p.id} promotion={p} activeId={activeId} />
              ))}
            </div>
          )}
        </>
      )}
      {loggedIn ? <BonusHistory /> : null}
      {/* Below the promotions: its code and data load as the player scrolls towards it. */}
      <WhenVisible margin={200}>
        <Suspense fallback={null}>
          <TournamentsSection />
        </Suspense>
      </WhenVisible>
    </section>
  );
}
