import { BLOG_SLIDER_MS } from "@casino/contracts/blog-limits";
import type { BlogPostSummary } from "@casino/contracts/content";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";

/** The featured posts, one at a time, moving on every 15,000 ms (accounts spec §9). */
export function FeaturedSlider({ posts }: { posts: BlogPostSummary[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (posts.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % posts.length), BLOG_SLIDER_MS);
    return () => clearInterval(timer);
  }, [posts.length]);
  const post = posts[index % Math.max(posts.length, 1)];
  if (!post) return null;
  return (
    <section
      className="relative overflow-hidden rounded-2xl bg-surface"
      aria-label={t("blog.featured")}
      data-testid="blog-featured"
    >
      <Link to={pathTo("blogPost", lang, { post: post.slug })} className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center">
        {post.image && <img src={post.image} alt="" className="h-40 w-full rounded-xl object-cover sm:w-72" />}
        <div>
          <p className="text-xs uppercase tracking-wide text-accent">{t("blog.featured")}</p>
          <h2 className="mt-1 text-2xl font-bold">{post.title}</h2>
          <p className="mt-2 text-muted">{post.description}</p>
        </div>
      </Link>
      {posts.length > 1 && (
        <div className="absolute bottom-3 right-4 flex gap-2">
          {posts.map((p, i) => (
            <button
              key={p.slug}
              type="button"
              aria-label={t("blog.slide", { n: i + 1 })}
              aria-current={i === index}
              onClick={() => setIndex(i)}
              className={`size-2.5 rounded-full ${i === index ? "bg-accent" : "bg-muted/50"}`}
            />
          ))}
        </div>
      )}
    </section>
  );
}
