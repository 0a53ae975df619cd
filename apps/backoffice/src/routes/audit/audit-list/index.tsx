import type { AuditEntry } from "@casino/contracts/operators";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Drawer } from "../../../components/Drawer";
import { type DataColumn, DataTable } from "../../../components/data-table/DataTable";
import { useTableQuery } from "../../../components/data-table/useTableQuery";
import { ErrorNote, Page } from "../../../components/Page";
import { useAuditPage, useAuditVerification } from "../../../hooks/api/audit";
import { dateTime } from "../../../lib/format";
import { AuditFilters } from "./AuditFilters";

const FILTERS = ["operator", "action", "objectType", "objectId", "from", "to"] as const;

const auditColumns = (t: TFunction): DataColumn<AuditEntry>[] => [
  {
    id: "at",
    header: t("audit.when"),
    sortKey: "at",
    cell: ({ row }) => <span className="whitespace-nowrap">{dateTime(row.original.at)}</span>,
  },
  { id: "operator", header: t("audit.operator"), cell: ({ row }) => row.original.operatorEmail ?? "—" },
  {
    accessorKey: "action",
    header: t("audit.action"),
    cell: ({ row }) => <span className="font-mono text-xs">{row.original.action}</span>,
  },
  {
    id: "object",
    header: t("audit.object"),
    cell: ({ row }) =>
      row.original.objectType ? (
        <span className="font-mono text-xs">
          {row.original.objectType}
          <span className="text-muted"> {row.original.objectId?.slice(0, 13)}</span>
        </span>
      ) : (
        "—"
      ),
  },
  { id: "reason", header: t("audit.reason"), cell: ({ row }) => row.original.reason ?? "" },
  { id: "ip", header: t("audit.address"), cell: ({ row }) => <span className="font-mono text-xs">{row.original.ip ?? ""}</span> },
];

/** The audit trail: every operator action and sign-in, filtered; a row opens its before and after. */
export function Component() {
  const { t } = useTranslation();
  const q = useTableQuery({ filters: FILTERS, defaultSort: "-at", defaultPageSize: 50 });
  const page = useAuditPage({ ...q.filters, sort: q.sort, page: q.page, pageSize: q.pageSize });
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const [verifying, setVerifying] = useState(false);
  const verification = useAuditVerification(verifying);

  return (
    <Page
      title={t("audit.title")}
      description={t("audit.description")}
      actions={
        <button type="button" className="btn-secondary" onClick={() => (verifying ? verification.refetch() : setVerifying(true))}>
          {t("audit.verify")}
        </button>
      }
    >
      {verification.data && (
        <p
          role="status"
          data-testid="audit-verification"
          className={`rounded-lg px-3 py-2 text-sm ${verification.data.ok ? "bg-success/10 text-success" : "bg-danger/10 text-danger"}`}
        >
          {verification.data.ok
            ? t("audit.intact", { count: verification.data.checked })
            : t("audit.broken", { id: verification.data.firstBroken?.id, reason: verification.data.firstBroken?.reason })}
        </p>
      )}
      <AuditFilters values={q.filters} onApply={q.setFilters} />
      <ErrorNote error={page.error} />
      <DataTable
        label={t("audit.title")}
        columns={auditColumns(t)}
        rows={page.data?.entries ?? []}
        total={page.data?.total ?? 0}
        page={q.page}
        pageSize={q.pageSize}
        sort={q.sort}
        onSort={q.setSort}
        onPage={q.setPage}
        onRowClick={setOpen}
        loading={page.isFetching}
        rowTestId="audit-row"
        empty={t("audit.empty")}
      />
      <Drawer open={open !== null} title={open ? `${open.action} · #${open.id}` : ""} onClose={() => setOpen(null)}>
        {open && <AuditDetail entry={open} />}
      </Drawer>
    </Page>
  );
}

function AuditDetail({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const json = (v: unknown) => (v === null || v === undefined ? "—" : JSON.stringify(v, null, 2));
  return (
    <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-2 text-sm">
      <dt className="text-muted">{t("audit.when")}</dt>
      <dd>{dateTime(entry.at)}</dd>
      <dt className="text-muted">{t("audit.operator")}</dt>
      <dd>{entry.operatorEmail ?? "—"}</dd>
      <dt className="text-muted">{t("audit.object")}</dt>
      <dd className="break-all font-mono text-xs">
        {entry.objectType ?? "—"} {entry.objectId}
      </dd>
      <dt className="text-muted">{t("audit.reason")}</dt>
      <dd>{entry.reason ?? "—"}</dd>
      <dt className="text-muted">{t("audit.address")}</dt>
      <dd className="font-mono text-xs">{entry.ip ?? "—"}</dd>
      <dt className="text-muted">{t("audit.before")}</dt>
      <dd>
        <pre data-testid="audit-before" className="overflow-x-auto rounded-lg bg-bg p-3 font-mono text-xs">
          {json(entry.before)}
        </pre>
      </dd>
      <dt className="text-muted">{t("audit.after")}</dt>
      <dd>
        <pre data-testid="audit-after" className="overflow-x-auto rounded-lg bg-bg p-3 font-mono text-xs">
          {json(entry.after)}
        </pre>
      </dd>
      <dt className="text-muted">{t("audit.hash")}</dt>
      <dd className="break-all font-mono text-xs text-muted">{entry.hash}</dd>
    </dl>
  );
}
