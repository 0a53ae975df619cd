import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { usePlatform } from "../../hooks/usePlatformClass";
import { useIsLoggedIn } from "../../session/store";
import { CategoryRow } from "./CategoryRow";
import { GameTile } from "./GameTile";
import { extraWidgets, MOBILE_WIDGET_INDEX } from "./home-widget-slots";
import { useCategories, useCategoryPreviews, useFavouriteGames } from "./queries";
import type { Category, CategoryLocation } from "./types";

/** Categories placed at a location, in priority order (1 before 2, as the operator numbers them). */
export function placed(categories: Category[] | undefined, location: string): { category: Category; at: CategoryLocation }[] {
  return (categories ?? [])
    .flatMap((category) => category.locations.filter((l) => l.location === location).map((at) => ({ category, at })))
    .sort((a, b) => a.at.priority - b.at.priority);
}

/**
 * The lobby's blocks in order: on phones the widgets sit between the rows at their index (accounts spec §9);
 * elsewhere they follow the rows. No widget is placed before the categories have arrived: one placed among
 * no rows would sit at the top and be pushed down by the rows arriving (a layout shift on every visit).
 */
export function lobbyOrder(
  rows: ReactNode[],
  widgets: Record<keyof typeof MOBILE_WIDGET_INDEX, ReactNode>,
  phone: boolean,
  categoriesArrived: boolean,
): ReactNode[] {
  const ordered: ReactNode[] = [...rows];
  if (!categoriesArrived) return ordered;
  if (phone) {
    for (const [slot, index] of Object.entries(MOBILE_WIDGET_INDEX).sort((a, b) => a[1] - b[1])) {
      const w = widgets[slot as keyof typeof MOBILE_WIDGET_INDEX];
      if (w) ordered.splice(Math.min(index, ordered.length), 0, <div key={`slot-${slot}`}>{w}</div>);
    }
  } else {
    for (const slot of ["lastWinners", "promotions", "gamesOfTheMonth"] as const)
      if (widgets[slot]) ordered.push(<div key={`slot-${slot}`}>{widgets[slot]}</div>);
  }
  return ordered;
}

/** `after`: what follows the lobby (tournaments), placed once the categories have arrived, below the rows. */
export function HomeWidgets({ after }: { after?: ReactNode } = {}) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const loggedIn = useIsLoggedIn();
  const { data: categories } = useCategories();
  const rows = useMemo(() => placed(categories, "MAIN_PAGE"), [categories]);
  const month = useMemo(() => placed(categories, "WIDGET_GAME_OF_THE_MONTH")[0], [categories]);
  const carousel = useMemo(() => placed(categories, "LOBBY"), [categories]);
  const ids = useMemo(
    () => [...new Set([...rows.map((r) => r.category.id), ...(month ? [month.category.id] : [])])],
    [rows, month],
  );
  const previews = useCategoryPreviews(ids);
  const favourites = useFavouriteGames(loggedIn);
  const gamesOf = (id: number) => previews.data?.find((p) => p.categoryId === id)?.games;

  const blocks: ReactNode[] = rows.map(({ category, at }) => (
    <CategoryRow
      key={`row-${category.id}`}
      category={category}
      games={gamesOf(category.id)}
      imageType={at.gameImageType}
      loading={previews.isPending}
    />
  ));

  const widgets: Record<keyof typeof MOBILE_WIDGET_INDEX, ReactNode> = {
    lastWinners: extraWidgets.lastWinners?.() ?? null,
    gamesOfTheMonth: month ? (
      <section
        key="w-month"
        className="mt-8 rounded-2xl bg-gradient-to-br from-accent/20 to-surface p-4"
        data-testid="widget-game-of-the-month"
      >
        <h2 className="mb-3 text-xl font-bold">{month.category.name}</h2>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {gamesOf(month.category.id)
            ?.slice(0, 4)
            .map((g) => (
              <GameTile key={g.id} game={g} imageType={month.at.gameImageType} />
            ))}
        </div>
      </section>
    ) : null,
    promotions: extraWidgets.promotions?.() ?? null,
    lobbyCarousel: carousel.length ? (
      <nav
        key="w-lobby"
        aria-label={t("nav.lobby")}
        className="mt-8 flex gap-2 overflow-x-auto"
        data-testid="widget-lobby-carousel"
      >
        {carousel.map(({ category }) => (
          <a key={category.id} href={`#cat-${category.id}`} className="btn-secondary shrink-0 text-sm">
            {category.name}
          </a>
        ))}
      </nav>
    ) : null,
  };

  const ordered = lobbyOrder(blocks, widgets, platform === "mobile", categories !== undefined);

  return (
    <div data-testid="home-widgets">
      {loggedIn && favourites.data && favourites.data.length > 0 && (
        <section className="mt-8" data-testid="favourites-row">
          <h2 className="mb-3 text-xl font-bold">{t("catalogue.favourites")}</h2>
          <div className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-2">
            {favourites.data.map((g) => (
              <div key={g.id} className="w-36 shrink-0 md:w-48">
                <GameTile game={{ ...g, isFavourite: true }} />
              </div>
            ))}
          </div>
        </section>
      )}
      {ordered}
      {categories !== undefined && after}
    </div>
  );
}
