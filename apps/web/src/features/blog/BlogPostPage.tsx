import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import NotFound from "../../pages/NotFound";
import { useLang } from "../../routes/useRoute";
import { PageSkeleton } from "../../shell/PageSkeleton";
import { usePageMeta } from "../../shell/usePageMeta";
import { blogApi } from "./api";
import { formatDate } from "./PostCard";
import { useReaderRegion } from "./region";

/** One post: title, description and breadcrumbs from its meta, the article's sanitised HTML; not-found on failure. */
export default function BlogPostPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { post = "" } = useParams();
  const region = useReaderRegion();
  const q = useQuery({
    queryKey: ["blog-post", lang, post, region],
    queryFn: async () => {
      const [meta, html] = await Promise.all([blogApi.meta(lang, post, region), blogApi.html(lang, post, region)]);
      return { meta, html };
    },
    staleTime: 60_000,
    retry: false,
  });
  usePageMeta(q.data?.meta.title ?? t("pages.blog_title"), q.data?.meta.description);
  if (q.isPending) return <PageSkeleton />;
  if (q.isError) return <NotFound />;
  const { meta, html } = q.data;
  return (
    <article className="mx-auto max-w-3xl py-6" data-testid="blog-post">
      <nav aria-label={t("blog.breadcrumbs")} className="text-sm text-muted">
        <ol className="flex flex-wrap gap-2">
          {meta.breadcrumbs.map((b, i) => (
            <li key={b.path} className="flex gap-2">
              {i > 0 && <span aria-hidden>›</span>}
              {i < meta.breadcrumbs.length - 1 ? (
                <Link to={b.path} className="hover:text-text">
                  {b.label}
                </Link>
              ) : (
                <span aria-current="page">{b.label}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <h1 className="mt-4 text-3xl font-bold">{meta.title}</h1>
      <p className="mt-2 text-muted">{meta.description}</p>
      <time className="mt-1 block text-xs text-muted" dateTime={meta.date}>
        {formatDate(meta.date, lang)}
      </time>
      {meta.image && <img src={meta.image} alt="" className="mt-6 w-full rounded-2xl object-cover" />}
      {/* Sanitised by the api (marked + sanitize-html allow-list). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side */}
      <div className="prose-casino mt-6" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
