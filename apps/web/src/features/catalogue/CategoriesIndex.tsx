import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { PageSkeleton } from "../../shell/PageSkeleton";
import { usePageMeta } from "../../shell/usePageMeta";
import { useCategories } from "./queries";
import { slugify } from "./slug";

/** /kategorii: every games category with its size. */
export default function CategoriesIndex() {
  const { t } = useTranslation();
  const lang = useLang();
  const { data, isPending } = useCategories();
  usePageMeta(t("nav.categories"));
  if (isPending) return <PageSkeleton />;
  return (
    <div className="py-6">
      <h1 className="text-2xl font-bold">{t("nav.categories")}</h1>
      <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
        {data
          ?.filter((c) => c.totalGames > 0)
          .map((c) => (
            <li key={c.id}>
              <Link
                to={pathTo("categories", lang, { humanReadableSearchSlug: slugify(c.name), technicalSearchSlug: String(c.id) })}
                className="flex items-center justify-between rounded-xl bg-surface p-4 hover:bg-surface-2"
              >
                <span className="font-semibold">{c.name}</span>
                <span className="text-sm text-muted">{t("catalogue.games_count", { count: c.totalGames })}</span>
              </Link>
            </li>
          ))}
      </ul>
    </div>
  );
}
