import { STATIC_PAGES, SUPPORTED_LANGUAGES } from "@casino/contracts/site";
import { useTranslation } from "react-i18next";
import { Route, Routes, useNavigate } from "react-router";
import { type DataColumn, DataTable } from "../../../components/data-table/DataTable";
import { useTableQuery } from "../../../components/data-table/useTableQuery";
import { ErrorNote, Page } from "../../../components/Page";
import { type EditedPage, useEditedPages } from "../../../hooks/api/content";
import { dateTime } from "../../../lib/format";
import { PageEditor } from "../page-editor/PageEditor";

/** Static pages of the footer (terms, privacy, FAQ…) per language: the shipped text or an edit saved here. */
export function Component() {
  return (
    <Routes>
      <Route index element={<Pages />} />
      <Route path=":lang/:path" element={<PageEditor />} />
    </Routes>
  );
}

interface Row {
  path: string;
  edit: EditedPage | undefined;
}

function Pages() {
  const q = useTableQuery({ filters: ["lang"] as const });
  const lang = q.filters.lang || "en";
  const { t } = useTranslation();
  const navigate = useNavigate();
  const edited = useEditedPages();
  const rows: Row[] = STATIC_PAGES.map((path) => ({
    path,
    edit: edited.data?.find((p) => p.lang === lang && p.path === path),
  }));

  const columns: DataColumn<Row>[] = [
    { id: "path", header: t("pages.page"), cell: ({ row }) => <span className="font-mono">{row.original.path}</span> },
    {
      id: "title",
      header: t("pages.pageTitle"),
      cell: ({ row }) => row.original.edit?.title ?? <span className="text-muted">{t("pages.shipped")}</span>,
    },
    {
      id: "edited",
      header: t("pages.edited"),
      cell: ({ row }) =>
        row.original.edit ? (
          <span className="text-xs">
            {dateTime(row.original.edit.updated_at)}
            <span className="block text-muted">{row.original.edit.updated_by}</span>
          </span>
        ) : (
          "—"
        ),
    },
  ];

  return (
    <Page title={t("pages.title")} description={t("pages.description")}>
      <select
        className="field w-48"
        aria-label={t("pages.language")}
        value={lang}
        onChange={(e) => q.setFilters({ lang: e.target.value })}
      >
        {SUPPORTED_LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {l}
          </option>
        ))}
      </select>
      <ErrorNote error={edited.error} />
      <DataTable
        label={t("pages.title")}
        columns={columns}
        rows={rows}
        total={rows.length}
        page={1}
        pageSize={rows.length}
        onPage={() => {}}
        onRowClick={(row) => navigate(`${lang}/${row.path}`)}
        loading={edited.isFetching}
        rowTestId="static-page-row"
      />
    </Page>
  );
}
