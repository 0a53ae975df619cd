import type { BlogList, BlogPostMeta } from "@casino/contracts/content";
import { api } from "../../api/client";

/** The blog calls of accounts spec §7. */
export const blogApi = {
  list: (lang: string, page: number, region?: string) =>
    api<BlogList>(`/blog/${encodeURIComponent(lang)}/posts.json`, { anonymous: true, query: { page, region } }),
  meta: (lang: string, post: string, region?: string) =>
    api<BlogPostMeta>(`/blog/${encodeURIComponent(lang)}/posts/${encodeURIComponent(post)}/post.json`, {
      anonymous: true,
      query: { region },
    }),
  /** The article's sanitised HTML. */
  async html(lang: string, post: string, region?: string): Promise<string> {
    const qs = region ? `?region=${encodeURIComponent(region)}` : "";
    const res = await fetch(`/blog/${encodeURIComponent(lang)}/posts/${encodeURIComponent(post)}${qs}`, {
      headers: { accept: "text/html", "accept-language": lang },
    });
    if (!res.ok) throw new Error(`post ${res.status}`);
    return res.text();
  },
};
