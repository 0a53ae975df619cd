import type { BlogPostSummary } from "@casino/contracts/content";
import { Link } from "react-router";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";

export const formatDate = (iso: string, lang: string) =>
  new Date(iso).toLocaleDateString(lang, { day: "2-digit", month: "2-digit", year: "numeric" });

export function PostCard({ post }: { post: BlogPostSummary }) {
  const lang = useLang();
  return (
    <li className="overflow-hidden rounded-xl bg-surface" data-testid="blog-post-card">
      <Link to={pathTo("blogPost", lang, { post: post.slug })} className="block h-full hover:bg-surface-2">
        {post.image && <img src={post.image} alt="" loading="lazy" className="h-40 w-full object-cover" />}
        <div className="p-4">
          <time className="text-xs text-muted" dateTime={post.date}>
            {formatDate(post.date, lang)}
          </time>
          <h2 className="mt-1 text-lg font-bold">{post.title}</h2>
          <p className="mt-2 line-clamp-3 text-sm text-muted">{post.description}</p>
        </div>
      </Link>
    </li>
  );
}
