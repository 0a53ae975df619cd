import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import heroArt from "../assets/hero.svg";
import type { RouteKey } from "../routes/table";
import { dialogs } from "../shell/dialogs";
import { useSiteConfig } from "../shell/site-config";
import { usePageMeta } from "../shell/usePageMeta";
import { WhenVisible } from "../shell/WhenVisible";

const HomeWidgets = lazy(() => import("../features/catalogue/HomeWidgets").then((m) => ({ default: m.HomeWidgets })));
const Tournaments = lazy(() =>
  import("../features/tournaments/TournamentTable").then((m) => ({ default: m.TournamentsSection })),
);

/** Routes that open the home page with a dialog over it (accounts spec §2). */
const DIALOG_OF: Partial<Record<RouteKey, string>> = {
  registration: "registration",
  registrationOneClick: "oneclick",
  recovery: "recovery",
  failed: "recovery",
  expired: "recovery",
};

export default function Home({ routeKey }: { routeKey: RouteKey }) {
  const { t } = useTranslation();
  const { brandName } = useSiteConfig();
  usePageMeta(t("pages.home_title"), t("pages.home_intro"), brandName);
  useEffect(() => {
    const name = DIALOG_OF[routeKey];
    if (name) dialogs.open(name, { routeKey });
  }, [routeKey]);
  return (
    <section className="py-8" data-testid="home">
      {/* Same box and art as the shell in index.html, so the first paint already shows it. */}
      <div className="overflow-hidden rounded-2xl bg-gradient-to-br from-surface-2 to-surface md:flex md:flex-row-reverse md:items-center">
        <img src={heroArt} alt="" width={800} height={400} fetchPriority="high" className="aspect-[2/1] w-full md:w-1/2" />
        <div className="p-6 md:p-12">
          <h1 className="text-3xl font-black md:text-5xl">{t("pages.home_welcome", { brand: brandName })}</h1>
          <p className="mt-3 max-w-2xl text-lg text-muted">{t("pages.home_intro")}</p>
        </div>
      </div>
      <Suspense fallback={null}>
        <HomeWidgets
          after={
            // Below the lobby: its code and data load as the player scrolls towards it.
            <WhenVisible>
              <Suspense fallback={null}>
                <Tournaments />
              </Suspense>
            </WhenVisible>
          }
        />
      </Suspense>
    </section>
  );
}
