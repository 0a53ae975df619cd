import type { BlogList, BlogPostMeta } from "@casino/contracts/content";
import { api } from "../../api/client";
import { blogListUrl, takeFirstAnswer } from "../../routes/first-requests";

/** The blog calls of accounts spec §7. */
export const blogApi = {
  /** A page of posts; the first, when index.html asked it already (routes/first-requests.ts), from there once. */
  async list(lang: string, page: number, region?: string) {
    const url = blogListUrl(lang, page, region);
    return (await takeFirstAnswer<BlogList>(url)) ?? api<BlogList>(url, { anonymous: true });
  },
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
