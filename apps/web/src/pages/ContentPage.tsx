import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "../api/client";
import type { RouteKey } from "../routes/table";
import { ROUTES } from "../routes/table";
import { useLang } from "../routes/useRoute";
import { PageSkeleton } from "../shell/PageSkeleton";
import { usePageMeta } from "../shell/usePageMeta";

interface ContentPageData {
  title?: string;
  description?: string;
  html?: string;
}

/** Static pages (about-us, faq, …) served by `GET /seo/v1/content/{lang}/{contentPath}`. */
export default function ContentPage({ routeKey }: { routeKey: RouteKey }) {
  const { t } = useTranslation();
  const lang = useLang();
  const contentPath = ROUTES[routeKey].path;
  const { data, isPending } = useQuery({
    queryKey: ["content", lang, contentPath],
    queryFn: () =>
      api<ContentPageData>(`/seo/v1/content/${lang}/${contentPath}`, { anonymous: true }).catch((): ContentPageData => ({})),
    staleTime: 5 * 60_000,
  });
  // The footer's names carry soft hyphens where long words break (German compounds); a title has none.
  usePageMeta(data?.title ?? t(`footer.${contentPath}`).replaceAll("\u00ad", ""), data?.description);
  if (isPending) return <PageSkeleton />;
  if (!data?.html) {
    return (
      <article className="py-8">
        <h1 className="text-3xl font-bold">{t(`footer.${contentPath}`)}</h1>
        <p className="mt-4 text-muted">{t("pages.content_unavailable")}</p>
      </article>
    );
  }
  return (
    <article className="prose-casino py-8" data-testid="content-page">
      <h1 className="text-3xl font-bold">{data.title}</h1>
      {/* Content comes from our own api's files, not from users. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: operator-authored HTML */}
      <div className="mt-6" dangerouslySetInnerHTML={{ __html: data.html }} />
    </article>
  );
}
