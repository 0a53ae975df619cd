import { SUPPORTED_LANGUAGES } from "@casino/contracts/site";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { type DataColumn, DataTable } from "../../../components/data-table/DataTable";
import { ErrorNote, Page } from "../../../components/Page";
import { type SiteNotification, useNotifications } from "../../../hooks/api/content";
import { dateTime } from "../../../lib/format";
import { NotificationDrawer } from "./NotificationDrawer";

/** Notification popups of the player site: shown once to the players of their regions, or at registration. */
export function Component() {
  const { t } = useTranslation();
  const list = useNotifications();
  const [editing, setEditing] = useState<SiteNotification | "new" | null>(null);
  const rows = list.data ?? [];
  const close = useCallback(() => setEditing(null), []);

  const columns: DataColumn<SiteNotification>[] = [
    {
      id: "headline",
      header: t("notifications.headline"),
      cell: ({ row }) => (
        <span className="block max-w-md">
          <span className="font-medium">{row.original.texts.en?.headline ?? Object.values(row.original.texts)[0]?.headline}</span>
          <span className="block text-xs text-muted">{Object.keys(row.original.texts).join(", ")}</span>
        </span>
      ),
    },
    {
      id: "regions",
      header: t("notifications.regions"),
      cell: ({ row }) => (row.original.regions.length ? row.original.regions.join(", ") : t("notifications.everyRegion")),
    },
    {
      id: "when",
      header: t("notifications.shown"),
      cell: ({ row }) => (row.original.registration ? t("notifications.atRegistration") : t("notifications.onNextVisit")),
    },
    {
      id: "published",
      header: t("notifications.state"),
      cell: ({ row }) =>
        row.original.published ? (
          <span className="text-success">{t("notifications.published")}</span>
        ) : (
          <span className="text-muted">{t("notifications.draft")}</span>
        ),
    },
    { id: "updated", header: t("notifications.updated"), cell: ({ row }) => dateTime(row.original.updated_at) },
  ];

  return (
    <Page
      title={t("notifications.title")}
      description={t("notifications.description")}
      actions={
        <button type="button" className="btn-primary" onClick={() => setEditing("new")} data-testid="notification-new">
          {t("notifications.new")}
        </button>
      }
    >
      <ErrorNote error={list.error} />
      <DataTable
        label={t("notifications.title")}
        columns={columns}
        rows={rows}
        total={rows.length}
        page={1}
        pageSize={Math.max(rows.length, 1)}
        onPage={() => {}}
        onRowClick={(row) => setEditing(row)}
        loading={list.isFetching}
        empty={t("notifications.empty")}
        rowTestId="notification-row"
      />
      <NotificationDrawer
        key={editing === null ? "closed" : editing === "new" ? "new" : editing.id}
        notification={editing}
        languages={SUPPORTED_LANGUAGES}
        onClose={close}
      />
    </Page>
  );
}
