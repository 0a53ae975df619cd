import { BLOG_LANGUAGES } from "@casino/contracts/site";
import { useTranslation } from "react-i18next";
import { Link, Route, Routes, useNavigate } from "react-router";
import { type DataColumn, DataTable } from "../../../components/data-table/DataTable";
import { useTableQuery } from "../../../components/data-table/useTableQuery";
import { ErrorNote, Page } from "../../../components/Page";
import { type BlogPost, useBlogPosts } from "../../../hooks/api/content";
import { dateTime } from "../../../lib/format";
import { PostEditor } from "../blog-editor/PostEditor";
import { Variables } from "../blog-editor/Variables";

/** The blog: posts per language (drafts too), the editor, and the variables posts use per region. */
export function Component() {
  return (
    <Routes>
      <Route index element={<Posts />} />
      <Route path="new" element={<PostEditor />} />
      <Route path="variables" element={<Variables />} />
      <Route path=":id" element={<PostEditor />} />
    </Routes>
  );
}

function Posts() {
  const q = useTableQuery({ filters: ["lang", "status"] as const });
  const { t } = useTranslation();
  const navigate = useNavigate();
  const posts = useBlogPosts({ lang: q.filters.lang || undefined, status: q.filters.status || undefined });
  const rows = posts.data ?? [];

  const columns: DataColumn<BlogPost>[] = [
    {
      id: "title",
      header: t("blog.postTitle"),
      cell: ({ row }) => (
        <span className="block max-w-md">
          <span className="font-medium">{row.original.title}</span>
          <span className="block font-mono text-xs text-muted">{row.original.slug}</span>
        </span>
      ),
    },
    { id: "lang", header: t("blog.language"), cell: ({ row }) => row.original.lang },
    {
      id: "status",
      header: t("blog.status"),
      cell: ({ row }) =>
        row.original.status === "published" ? (
          <span className="text-success">{t("blog.published")}</span>
        ) : (
          <span className="text-muted">{t("blog.draft")}</span>
        ),
    },
    { id: "featured", header: t("blog.featured"), cell: ({ row }) => (row.original.featured ? "★" : "") },
    { id: "date", header: t("blog.publishedAt"), cell: ({ row }) => dateTime(row.original.published_at) },
    {
      id: "edited",
      header: t("blog.edited"),
      cell: ({ row }) => (
        <span className="text-xs">
          {dateTime(row.original.updated_at)}
          <span className="block text-muted">{row.original.updated_by ?? row.original.created_by}</span>
        </span>
      ),
    },
  ];

  return (
    <Page
      title={t("blog.title")}
      description={t("blog.description")}
      actions={
        <>
          <Link to="variables" className="btn-secondary">
            {t("blog.variables")}
          </Link>
          <Link to="new" className="btn-primary" data-testid="blog-new">
            {t("blog.new")}
          </Link>
        </>
      }
    >
      <div className="flex flex-wrap gap-3">
        <select
          className="field w-48"
          aria-label={t("blog.language")}
          value={q.filters.lang}
          onChange={(e) => q.setFilters({ lang: e.target.value })}
        >
          <option value="">{t("blog.everyLanguage")}</option>
          {BLOG_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
        <select
          className="field w-48"
          aria-label={t("blog.status")}
          value={q.filters.status}
          onChange={(e) => q.setFilters({ status: e.target.value })}
        >
          <option value="">{t("blog.everyStatus")}</option>
          <option value="draft">{t("blog.draft")}</option>
          <option value="published">{t("blog.published")}</option>
        </select>
      </div>
      <ErrorNote error={posts.error} />
      <DataTable
        label={t("blog.title")}
        columns={columns}
        rows={rows}
        total={rows.length}
        page={1}
        pageSize={Math.max(rows.length, 1)}
        onPage={() => {}}
        onRowClick={(row) => navigate(row.id)}
        loading={posts.isFetching}
        empty={t("blog.empty")}
        rowTestId="blog-post-row"
      />
    </Page>
  );
}
