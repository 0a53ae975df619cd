import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type DataColumn, DataTable } from "../../../components/data-table/DataTable";
import { ErrorNote, Page } from "../../../components/Page";
import { type Release, useMarkRelease, useReleases } from "../../../hooks/api/content";
import { dateTime } from "../../../lib/format";

/** Deployed versions of the site; marking one urgent tells pages of older versions to reload. */
export function Component() {
  const { t } = useTranslation();
  const list = useReleases();
  const mark = useMarkRelease();
  const [marking, setMarking] = useState<Release | null>(null);
  const [note, setNote] = useState("");
  const current = list.data?.current;
  const listed = list.data?.releases ?? [];
  // The running version is recorded once a page first asks for it: until then it is listed all the same (marking records it).
  const rows: Release[] =
    current && !listed.some((r) => r.version === current)
      ? [{ version: current, urgent: false, note: null, marked_by: null, marked_at: null, created_at: null }, ...listed]
      : listed;

  const columns: DataColumn<Release>[] = [
    {
      id: "version",
      header: t("releases.version"),
      cell: ({ row }) => (
        <span className="font-mono">
          {row.original.version}
          {row.original.version === current && <span className="ml-2 text-xs text-accent">{t("releases.running")}</span>}
        </span>
      ),
    },
    { id: "deployed", header: t("releases.deployed"), cell: ({ row }) => dateTime(row.original.created_at) },
    {
      id: "urgent",
      header: t("releases.urgent"),
      cell: ({ row }) =>
        row.original.urgent ? (
          <span className="font-semibold text-warning">{t("releases.isUrgent")}</span>
        ) : (
          <span className="text-muted">{t("releases.notUrgent")}</span>
        ),
    },
    {
      id: "marked",
      header: t("releases.marked"),
      cell: ({ row }) =>
        row.original.marked_at ? (
          <span className="block max-w-xs text-xs">
            {dateTime(row.original.marked_at)} · {row.original.marked_by}
            {row.original.note && <span className="block text-muted">{row.original.note}</span>}
          </span>
        ) : (
          "—"
        ),
    },
    {
      id: "actions",
      header: "",
      cell: ({ row }) => (
        <button
          type="button"
          className="btn-secondary"
          onClick={() => {
            setNote(row.original.note ?? "");
            setMarking(row.original);
          }}
          data-testid="release-mark"
        >
          {row.original.urgent ? t("releases.unmark") : t("releases.mark")}
        </button>
      ),
    },
  ];

  return (
    <Page title={t("releases.title")} description={t("releases.description")}>
      <ErrorNote error={list.error} />
      <DataTable
        label={t("releases.title")}
        columns={columns}
        rows={rows}
        total={rows.length}
        page={1}
        pageSize={Math.max(rows.length, 1)}
        onPage={() => {}}
        loading={list.isFetching}
        rowTestId="release-row"
      />
      {marking && (
        <div className="fixed inset-0 z-50 grid place-items-center bg-black/70 p-4">
          <form
            role="dialog"
            aria-modal="true"
            aria-labelledby="release-dialog-title"
            className="w-[min(92vw,460px)] rounded-2xl border border-surface-2 bg-surface p-6 shadow-2xl"
            onSubmit={(e) => {
              e.preventDefault();
              mark.mutate(
                { version: marking.version, urgent: !marking.urgent, note: note.trim() || null },
                { onSuccess: () => setMarking(null) },
              );
            }}
          >
            <h2 id="release-dialog-title" className="text-lg font-semibold">
              {marking.urgent
                ? t("releases.unmarkTitle", { version: marking.version })
                : t("releases.markTitle", { version: marking.version })}
            </h2>
            <p className="mt-2 text-sm text-muted">{marking.urgent ? t("releases.unmarkText") : t("releases.markText")}</p>
            <label htmlFor="release-note" className="field-label mt-4">
              {t("releases.note")}
            </label>
            <textarea
              id="release-note"
              className="field min-h-20"
              maxLength={500}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
            <div className="mt-3">
              <ErrorNote error={mark.error} />
            </div>
            <div className="mt-4 flex justify-end gap-2">
              <button type="button" className="btn-secondary" onClick={() => setMarking(null)} disabled={mark.isPending}>
                {t("frame.cancel")}
              </button>
              <button type="submit" className={marking.urgent ? "btn-primary" : "btn-danger"} disabled={mark.isPending}>
                {marking.urgent ? t("releases.unmark") : t("releases.mark")}
              </button>
            </div>
          </form>
        </div>
      )}
    </Page>
  );
}
