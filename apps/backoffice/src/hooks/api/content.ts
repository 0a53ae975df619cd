import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, upload } from "../../lib/api";
import { keys } from "../../lib/query-keys";

export const notificationKeys = keys("notifications");
export const blogKeys = keys("blog");
export const pageKeys = keys("pages");
export const releaseKeys = keys("releases");

// Notifications ---------------------------------------------------------------

export interface NotificationText {
  headline: string;
  title: string;
  text: string;
}

export interface NotificationInput {
  /** By language; English is required. */
  texts: Record<string, NotificationText>;
  /** Three-letter countries; empty: every region. */
  regions: string[];
  /** Shown at registration instead of to the regions' players. */
  registration: boolean;
  published: boolean;
}

export interface SiteNotification extends NotificationInput {
  id: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export const useNotifications = () =>
  useQuery({ queryKey: notificationKeys.list(), queryFn: () => api<SiteNotification[]>("GET", "/operator/v1/notifications") });

function useInvalidating<V, R>(all: readonly unknown[], fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: all }) });
}

/** Creates (no id) or saves a notification. */
export const useSaveNotification = () =>
  useInvalidating(notificationKeys.all, ({ id, ...body }: NotificationInput & { id?: string }) =>
    id
      ? api<SiteNotification>("PUT", `/operator/v1/notifications/${id}`, body)
      : api<SiteNotification>("POST", "/operator/v1/notifications", body),
  );

export const useDeleteNotification = () =>
  useInvalidating(notificationKeys.all, (id: string) => api<void>("DELETE", `/operator/v1/notifications/${id}`));

// Blog --------------------------------------------------------------------------

export type BlogStatus = "draft" | "published";

export interface BlogPostInput {
  lang: string;
  slug: string;
  title: string;
  description: string;
  bodyMd: string;
  image: string | null;
  featured: boolean;
  status: BlogStatus;
}

export interface BlogPost {
  id: string;
  lang: string;
  slug: string;
  title: string;
  description: string;
  body_md: string;
  image: string | null;
  featured: boolean;
  status: BlogStatus;
  published_at: string | null;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface BlogVariable {
  name: string;
  /** Three letters, or "" for every region. */
  region: string;
  value: string;
}

export const useBlogPosts = (q: { lang?: string; status?: string }) =>
  useQuery({
    queryKey: blogKeys.list(q),
    queryFn: () => api<BlogPost[]>("GET", "/operator/v1/blog/posts", undefined, q),
    placeholderData: (prev) => prev,
  });

export const useBlogPost = (id: string | null) =>
  useQuery({
    queryKey: blogKeys.detail(id ?? ""),
    queryFn: () => api<BlogPost>("GET", `/operator/v1/blog/posts/${id}`),
    enabled: Boolean(id),
  });

/** The Markdown as readers would see it (sanitised HTML from the api). */
export const useBlogPreview = () =>
  useMutation({ mutationFn: (bodyMd: string) => api<{ html: string }>("POST", "/operator/v1/blog/preview", { bodyMd }) });

export const useSaveBlogPost = () =>
  useInvalidating(blogKeys.all, ({ id, ...body }: BlogPostInput & { id?: string }) =>
    id ? api<BlogPost>("PUT", `/operator/v1/blog/posts/${id}`, body) : api<BlogPost>("POST", "/operator/v1/blog/posts", body),
  );

export const useDeleteBlogPost = () =>
  useInvalidating(blogKeys.all, (id: string) => api<void>("DELETE", `/operator/v1/blog/posts/${id}`));

export const useBlogVariables = () =>
  useQuery({
    queryKey: blogKeys.list({ of: "variables" }),
    queryFn: () => api<BlogVariable[]>("GET", "/operator/v1/blog/variables"),
  });

/** Sets a variable's value for a region ("" every region); null removes it. */
export const useSetBlogVariable = () =>
  useInvalidating(blogKeys.all, (body: { name: string; region: string; value: string | null }) =>
    api<{ ok: true }>("PUT", "/operator/v1/blog/variables", body),
  );

/** An image for posts and pages: answers the address to put in the Markdown. */
export const useUploadImage = () =>
  useMutation({
    mutationFn: (file: File) =>
      upload<{ id: string; url: string; mime: string; size: number }>("/operator/v1/content/images", file),
  });

// Static pages ------------------------------------------------------------------

export interface EditedPage {
  lang: string;
  path: string;
  title: string;
  description: string;
  updated_by: string | null;
  updated_at: string;
}

export interface PageSource {
  lang: string;
  path: string;
  title: string;
  description: string;
  bodyMd: string;
  /** false: the shipped text (no edit saved). */
  edited: boolean;
}

export const useEditedPages = () =>
  useQuery({ queryKey: pageKeys.list(), queryFn: () => api<EditedPage[]>("GET", "/operator/v1/pages") });

export const usePageSource = (lang: string, path: string) =>
  useQuery({
    queryKey: pageKeys.detail(`${lang}/${path}`),
    queryFn: () => api<PageSource>("GET", `/operator/v1/pages/${lang}/${path}`),
    enabled: Boolean(lang && path),
  });

export const useSavePage = () =>
  useInvalidating(
    pageKeys.all,
    ({ lang, path, ...body }: { lang: string; path: string; title: string; description: string; bodyMd: string }) =>
      api("PUT", `/operator/v1/pages/${lang}/${path}`, body),
  );

export const useResetPage = () =>
  useInvalidating(pageKeys.all, ({ lang, path }: { lang: string; path: string }) =>
    api<{ reset: boolean }>("DELETE", `/operator/v1/pages/${lang}/${path}`),
  );

// Releases ------------------------------------------------------------------------

export interface Release {
  version: string;
  urgent: boolean;
  note: string | null;
  marked_by: string | null;
  marked_at: string | null;
  /** null: the running version, not recorded yet. */
  created_at: string | null;
}

export const useReleases = () =>
  useQuery({
    queryKey: releaseKeys.list(),
    queryFn: () => api<{ current: string; releases: Release[] }>("GET", "/operator/v1/releases"),
  });

export const useMarkRelease = () =>
  useInvalidating(releaseKeys.all, (b: { version: string; urgent: boolean; note: string | null }) =>
    api<Release>("PUT", `/operator/v1/releases/${encodeURIComponent(b.version)}`, { urgent: b.urgent, note: b.note }),
  );
