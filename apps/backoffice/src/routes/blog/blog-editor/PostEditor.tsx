import { BLOG_LANGUAGES } from "@casino/contracts/site";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { ErrorNote, Page } from "../../../components/Page";
import {
  type BlogPost,
  type BlogPostInput,
  useBlogPost,
  useDeleteBlogPost,
  useSaveBlogPost,
  useUploadImage,
} from "../../../hooks/api/content";
import { dateTime } from "../../../lib/format";
import { MarkdownField } from "./MarkdownField";

const blank: BlogPostInput = {
  lang: "en",
  slug: "",
  title: "",
  description: "",
  bodyMd: "",
  image: null,
  featured: false,
  status: "draft",
};

const toInput = (p: BlogPost): BlogPostInput => ({
  lang: p.lang,
  slug: p.slug,
  title: p.title,
  description: p.description,
  bodyMd: p.body_md,
  image: p.image,
  featured: p.featured,
  status: p.status,
});

/** A post: a new one (no id) or an existing one, loaded first. */
export function PostEditor() {
  const { id } = useParams();
  const { t } = useTranslation();
  const post = useBlogPost(id ?? null);
  if (id && post.isPending) return <p className="p-6 text-muted">{t("frame.loading")}</p>;
  if (id && post.isError)
    return (
      <Page title={t("blog.editPost")}>
        <ErrorNote error={post.error} />
      </Page>
    );
  return <PostForm key={id ?? "new"} post={post.data ?? null} />;
}

function PostForm({ post }: { post: BlogPost | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveBlogPost();
  const remove = useDeleteBlogPost();
  const uploadImage = useUploadImage();
  const [form, setForm] = useState<BlogPostInput>(post ? toInput(post) : blank);
  // A new post, once saved, opens at its own address: it says so there.
  const location = useLocation();
  const [saved, setSaved] = useState(Boolean((location.state as { saved?: boolean } | null)?.saved));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const set = <K extends keyof BlogPostInput>(k: K, v: BlogPostInput[K]) => {
    setSaved(false);
    setForm((f) => ({ ...f, [k]: v }));
  };

  return (
    <Page
      title={post ? t("blog.editPost") : t("blog.new")}
      description={post ? t("blog.postMeta", { created: dateTime(post.created_at), by: post.created_by ?? "—" }) : undefined}
      actions={
        <Link to=".." relative="path" className="btn-secondary">
          {t("blog.back")}
        </Link>
      }
    >
      <form
        className="grid gap-4 lg:grid-cols-[1fr_18rem]"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(
            { ...form, id: post?.id, image: form.image?.trim() || null },
            {
              onSuccess: (p) => {
                setSaved(true);
                if (!post) navigate(`../${p.id}`, { relative: "path", replace: true, state: { saved: true } });
              },
            },
          );
        }}
      >
        <div className="flex flex-col gap-4">
          <div>
            <label htmlFor="bp-title" className="field-label">
              {t("blog.postTitle")}
            </label>
            <input
              id="bp-title"
              className="field"
              required
              maxLength={200}
              value={form.title}
              onChange={(e) => set("title", e.target.value)}
            />
          </div>
          <div>
            <label htmlFor="bp-description" className="field-label">
              {t("blog.summary")}
            </label>
            <textarea
              id="bp-description"
              className="field min-h-16"
              maxLength={500}
              value={form.description}
              onChange={(e) => set("description", e.target.value)}
            />
          </div>
          <div>
            <label htmlFor="bp-body" className="field-label">
              {t("blog.body")}
            </label>
            <MarkdownField id="bp-body" value={form.bodyMd} onChange={(v) => set("bodyMd", v)} maxLength={100_000} />
            <p className="mt-1 text-xs text-muted">{t("blog.variablesHint", { name: "{{name}}" })}</p>
          </div>
        </div>
        <aside className="flex flex-col gap-4">
          <div>
            <label htmlFor="bp-lang" className="field-label">
              {t("blog.language")}
            </label>
            <select id="bp-lang" className="field" value={form.lang} onChange={(e) => set("lang", e.target.value)}>
              {BLOG_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="bp-slug" className="field-label">
              {t("blog.slug")}
            </label>
            <input
              id="bp-slug"
              className="field font-mono"
              required
              maxLength={120}
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              title={t("blog.slugRule")}
              value={form.slug}
              onChange={(e) => set("slug", e.target.value)}
            />
          </div>
          <div>
            <label htmlFor="bp-status" className="field-label">
              {t("blog.status")}
            </label>
            <select
              id="bp-status"
              className="field"
              value={form.status}
              onChange={(e) => set("status", e.target.value as BlogPostInput["status"])}
            >
              <option value="draft">{t("blog.draft")}</option>
              <option value="published">{t("blog.published")}</option>
            </select>
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={form.featured} onChange={(e) => set("featured", e.target.checked)} />
            {t("blog.featuredLabel")}
          </label>
          <div>
            <label htmlFor="bp-image" className="field-label">
              {t("blog.image")}
            </label>
            <input
              id="bp-image"
              className="field"
              maxLength={500}
              value={form.image ?? ""}
              onChange={(e) => set("image", e.target.value)}
            />
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              aria-label={t("blog.uploadCover")}
              className="mt-2 text-xs"
              onChange={(e) => {
                const f = e.target.files?.[0];
                e.target.value = "";
                if (f) uploadImage.mutate(f, { onSuccess: (r) => set("image", r.url) });
              }}
            />
            <ErrorNote error={uploadImage.error} />
          </div>
          <ErrorNote error={save.error ?? remove.error} />
          {saved && (
            <p role="status" className="text-sm text-success">
              {t("blog.saved")}
            </p>
          )}
          <button type="submit" className="btn-primary" disabled={save.isPending} data-testid="blog-save">
            {t("blog.save")}
          </button>
          {post &&
            (confirmDelete ? (
              <button
                type="button"
                className="btn-danger"
                disabled={remove.isPending}
                onClick={() => remove.mutate(post.id, { onSuccess: () => navigate("..", { relative: "path" }) })}
              >
                {t("blog.deleteConfirm")}
              </button>
            ) : (
              <button type="button" className="btn-secondary" onClick={() => setConfirmDelete(true)}>
                {t("blog.delete")}
              </button>
            ))}
        </aside>
      </form>
    </Page>
  );
}
