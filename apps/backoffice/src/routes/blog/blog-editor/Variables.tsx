import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type DataColumn, DataTable } from "../../../components/data-table/DataTable";
import { ErrorNote, Page } from "../../../components/Page";
import { type BlogVariable, useBlogVariables, useSetBlogVariable } from "../../../hooks/api/content";

/** Variables of posts (`{{name}}` in the Markdown): a value for every region, and other values for some regions. */
export function Variables() {
  const { t } = useTranslation();
  const vars = useBlogVariables();
  const setVar = useSetBlogVariable();
  const [name, setName] = useState("");
  const [region, setRegion] = useState("");
  const [value, setValue] = useState("");
  const rows = vars.data ?? [];

  const columns: DataColumn<BlogVariable>[] = [
    { id: "name", header: t("blog.variableName"), cell: ({ row }) => <span className="font-mono">{row.original.name}</span> },
    { id: "region", header: t("blog.region"), cell: ({ row }) => row.original.region || t("blog.everyRegion") },
    { id: "value", header: t("blog.value"), cell: ({ row }) => row.original.value },
    {
      id: "actions",
      header: "",
      cell: ({ row }) => (
        <span className="flex gap-2">
          <button
            type="button"
            className="btn-ghost"
            onClick={() => {
              setName(row.original.name);
              setRegion(row.original.region);
              setValue(row.original.value);
            }}
          >
            {t("blog.editVariable")}
          </button>
          <button
            type="button"
            className="btn-ghost"
            disabled={setVar.isPending}
            onClick={() => setVar.mutate({ name: row.original.name, region: row.original.region, value: null })}
          >
            {t("blog.removeVariable")}
          </button>
        </span>
      ),
    },
  ];

  return (
    <Page
      title={t("blog.variables")}
      description={t("blog.variablesDescription", { name: "{{name}}" })}
      actions={
        <Link to=".." relative="path" className="btn-secondary">
          {t("blog.back")}
        </Link>
      }
    >
      <form
        className="card grid gap-3 md:grid-cols-[1fr_8rem_2fr_auto] md:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          setVar.mutate(
            { name: name.trim(), region: region.trim().toUpperCase(), value },
            {
              onSuccess: () => {
                setName("");
                setRegion("");
                setValue("");
              },
            },
          );
        }}
      >
        <div>
          <label htmlFor="bv-name" className="field-label">
            {t("blog.variableName")}
          </label>
          <input
            id="bv-name"
            className="field font-mono"
            required
            pattern="[A-Za-z][A-Za-z0-9_]{0,39}"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="bv-region" className="field-label">
            {t("blog.region")}
          </label>
          <input
            id="bv-region"
            className="field font-mono"
            pattern="[A-Za-z]{3}"
            placeholder={t("blog.allRegionsPlaceholder")}
            value={region}
            onChange={(e) => setRegion(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="bv-value" className="field-label">
            {t("blog.value")}
          </label>
          <input
            id="bv-value"
            className="field"
            required
            maxLength={500}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        </div>
        <button type="submit" className="btn-primary" disabled={setVar.isPending}>
          {t("blog.setVariable")}
        </button>
      </form>
      <ErrorNote error={setVar.error ?? vars.error} />
      <DataTable
        label={t("blog.variables")}
        columns={columns}
        rows={rows}
        total={rows.length}
        page={1}
        pageSize={Math.max(rows.length, 1)}
        onPage={() => {}}
        loading={vars.isFetching}
        empty={t("blog.noVariables")}
      />
    </Page>
  );
}
