import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { GameTile, TileSkeleton } from "./GameTile";
import { slugify } from "./slug";
import type { Category, Game, ImageType } from "./types";

/** A category preview: its first games in a horizontal strip, and a link to all of them. */
export function CategoryRow({
  category,
  games,
  imageType,
  loading,
}: {
  category: Category;
  games?: Game[];
  imageType: ImageType;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const wide = imageType === "BIG_WIDE";
  return (
    <section className="mt-8" aria-labelledby={`cat-${category.id}`} data-testid="category-row" data-category-id={category.id}>
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <h2 id={`cat-${category.id}`} className="text-xl font-bold">
          {category.name}
        </h2>
        <Link
          to={pathTo("categories", lang, {
            humanReadableSearchSlug: slugify(category.name),
            technicalSearchSlug: String(category.id),
          })}
          className="text-sm font-semibold text-accent"
          data-testid="category-all"
        >
          {t("catalogue.see_all", { count: category.totalGames })}
        </Link>
      </div>
      <div className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin]">
        {(loading ? undefined : games)?.map((g) => (
          <div key={g.id} className={`shrink-0 snap-start ${wide ? "w-72 md:w-96" : "w-36 md:w-48"}`}>
            <GameTile game={g} imageType={imageType} />
          </div>
        )) ??
          ["a", "b", "c", "d", "e"].map((k) => (
            <div key={k} className={`shrink-0 ${wide ? "w-72 md:w-96" : "w-36 md:w-48"}`}>
              <TileSkeleton imageType={imageType} />
            </div>
          ))}
      </div>
    </section>
  );
}
