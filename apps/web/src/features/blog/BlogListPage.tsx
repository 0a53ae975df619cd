import { BLOG_FIRST_POSTS } from "@casino/contracts/blog-limits";
import type { BlogList, BlogPostSummary } from "@casino/contracts/content";
import { infiniteQueryOptions, type QueryClient, useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { takeFirstAnswer } from "../../api/client";
import NotFound from "../../pages/NotFound";
import { blogListUrl, FIRST_CONFIG_URL } from "../../routes/first-requests";
import { takeFirstTap } from "../../routes/first-tap";
import { useLang } from "../../routes/useRoute";
import { sessionStore } from "../../session/store";
import { PageSkeleton } from "../../shell/PageSkeleton";
import { fetchSiteConfig, SITE_CONFIG_KEY, SITE_CONFIG_STALE_MS, type SiteConfig } from "../../shell/site-config";
import { usePageMeta } from "../../shell/usePageMeta";
import { blogApi } from "./api";
import { FeaturedSlider } from "./FeaturedSlider";
import { PostCard } from "./PostCard";
import { useReaderRegion } from "./region";

const blogPages = (lang: string, region: string | undefined) =>
  infiniteQueryOptions({
    queryKey: ["blog", lang, region],
    queryFn: ({ pageParam }) => blogApi.list(lang, pageParam, region),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    staleTime: 60_000,
    retry: 1,
  });

/**
 * A guest's configuration and first posts in the cache before React's first frame (main.tsx waits for them, at
 * most 1.5 s): what index.html asked and painted (routes/first-frame.ts), so React replaces the same boxes.
 */
export async function firstData(queryClient: QueryClient, take: typeof takeFirstAnswer) {
  if (sessionStore.token()) return;
  const lang = location.pathname.split("/")[1] ?? "";
  const config = await queryClient.fetchQuery({
    queryKey: SITE_CONFIG_KEY,
    queryFn: async () => (await take<SiteConfig>(FIRST_CONFIG_URL)) ?? fetchSiteConfig(),
    staleTime: SITE_CONFIG_STALE_MS,
  });
  await queryClient.prefetchInfiniteQuery({
    ...blogPages(lang, config.region),
    queryFn: async () => (await take<BlogList>(blogListUrl(lang, 1, config.region))) ?? blogApi.list(lang, 1, config.region),
  });
}

/**
 * The blog (accounts spec §2, §9): the featured slider, the 3 newest posts
 * first, then the rest of the page of 12 and further pages on demand; a
 * not-found page when the list cannot be loaded.
 */
export default function BlogListPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const region = useReaderRegion();
  const [expanded, setExpanded] = useState(false);
  usePageMeta(t("pages.blog_title"), t("blog.description"));
  const q = useInfiniteQuery(blogPages(lang, region));
  // "More" tapped on the first frame before this page ran.
  const loaded = !q.isPending;
  useEffect(() => {
    if (loaded && takeFirstTap("blog-more") !== undefined) setExpanded(true);
  }, [loaded]);
  if (q.isPending) return <PageSkeleton />;
  if (q.isError) return <NotFound />;
  const first = q.data.pages[0]!;
  const posts: BlogPostSummary[] = q.data.pages.flatMap((p) => p.posts);
  const shown = expanded ? posts : posts.slice(0, BLOG_FIRST_POSTS);
  const more = !expanded ? posts.length > BLOG_FIRST_POSTS || q.hasNextPage : q.hasNextPage;
  return (
    <section className="py-6" data-testid="blog-list">
      <h1 className="text-3xl font-bold">{t("pages.blog_title")}</h1>
      {first.featured.length > 0 && (
        <div className="mt-6">
          <FeaturedSlider posts={first.featured} />
        </div>
      )}
      {posts.length === 0 ? (
        <p className="mt-8 text-muted">{t("blog.empty")}</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((p) => (
            <PostCard key={p.slug} post={p} />
          ))}
        </ul>
      )}
      {more && (
        <div className="mt-8 text-center">
          <button
            type="button"
            className="btn-secondary"
            data-testid="blog-more"
            disabled={q.isFetchingNextPage}
            onClick={() => {
              if (!expanded) setExpanded(true);
              else void q.fetchNextPage();
            }}
          >
            {t("blog.more")}
          </button>
        </div>
      )}
    </section>
  );
}
