import type { QueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { sessionStore } from "../../session/store";
import { ChipScroller } from "../../shell/ChipScroller";
import { PageSkeleton } from "../../shell/PageSkeleton";
import { usePageMeta } from "../../shell/usePageMeta";
import { GameGrid } from "./GameGrid";
import { gamePages } from "./game-pages";
import { CATEGORIES_KEY, fetchCategories, useCategories } from "./queries";
import { slugify } from "./slug";
import { CATEGORY_IDS } from "./types";

/**
 * categories/{humanReadableSearchSlug}/{technicalSearchSlug}: the technical slug
 * is the category id (or its code); without one, every game.
 */
export default function CategoryPage() {
  const { t } = useTranslation();
  const { technicalSearchSlug, humanReadableSearchSlug } = useParams();
  const balance = useSearchParams()[0].get("balance") ?? undefined;
  const { data: categories, isPending } = useCategories();
  const wanted = technicalSearchSlug ?? humanReadableSearchSlug;
  const category = categories?.find(
    (c) => String(c.id) === wanted || c.code.toLowerCase() === wanted?.toLowerCase() || slugify(c.name) === wanted,
  );
  usePageMeta(category?.name ?? t("nav.categories"));
  if (isPending) return <PageSkeleton />;
  const imageType = category?.locations[0]?.gameImageType ?? "SMALL_WIDE";

  return (
    <div className="py-6" data-testid="category-page">
      <h1 className="text-2xl font-bold">{category?.name ?? t("nav.categories")}</h1>
      <CategoryChips activeId={category?.id} />
      <div className="mt-6">
        {balance && (
          <p className="mb-4 text-sm text-muted" data-testid="category-bonus-filter">
            {t("catalogue.bonus_games")}
          </p>
        )}
        <GameGrid
          filter={{ categoryId: category?.id ?? CATEGORY_IDS.ALL, ...(balance ? { balance } : {}) }}
          imageType={imageType}
        />
      </div>
    </div>
  );
}

/**
 * A guest's categories and first games in the cache before React's first frame (main.tsx waits for them, at most
 * 1.5 s): they come from the calls index.html made (routes/first-requests.ts), and the page's first frame is the
 * page with its tiles, the same boxes the first-frame script painted, not a skeleton between.
 */
export async function firstData(queryClient: QueryClient) {
  if (sessionStore.token() || new URLSearchParams(location.search).has("balance")) return;
  const segs = location.pathname.split("/").filter(Boolean);
  const wanted = (segs[3] ?? segs[2])?.toLowerCase();
  const categories = await queryClient.fetchQuery({ queryKey: CATEGORIES_KEY, queryFn: fetchCategories, staleTime: 5 * 60_000 });
  // By id or code only: a name in the address is matched in the player's language, known after i18n.
  const category = categories.find((c) => String(c.id) === wanted || c.code.toLowerCase() === wanted);
  if (wanted !== undefined && !category) return;
  await queryClient.prefetchInfiniteQuery(gamePages({ categoryId: category?.id ?? CATEGORY_IDS.ALL }, "guest"));
}

export function CategoryChips({ activeId }: { activeId?: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { data: categories } = useCategories();
  return (
    <ChipScroller label={t("nav.categories")} className="mt-4" testId="category-chips">
      {categories
        ?.filter((c) => c.totalGames > 0)
        .map((c) => (
          <Link
            key={c.id}
            to={pathTo("categories", lang, { humanReadableSearchSlug: slugify(c.name), technicalSearchSlug: String(c.id) })}
            aria-current={c.id === activeId ? "page" : undefined}
            className={`btn-secondary shrink-0 text-sm ${c.id === activeId ? "border-accent text-accent" : ""}`}
          >
            {c.name}
            <span className="ml-1.5 text-xs text-muted">{c.totalGames}</span>
          </Link>
        ))}
    </ChipScroller>
  );
}
