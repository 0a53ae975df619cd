import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Drawer } from "../../../components/Drawer";
import { type DataColumn, DataTable } from "../../../components/data-table/DataTable";
import { useTableQuery } from "../../../components/data-table/useTableQuery";
import { ErrorNote, Page } from "../../../components/Page";
import { type OperatorPromotion, usePromotions } from "../../../hooks/api/promotions";
import { useCan } from "../../../hooks/api/session";
import { dateTime } from "../../../lib/format";
import { pagedTotal } from "../../support/labels";
import { PromotionCodes } from "./PromotionCodes";
import { PromotionEditor } from "./PromotionEditor";

/** Promotions: a page of them, newest first; a new one, or one opened to edit and to manage its promo codes (promotions.write). */
export function Component() {
  const { t } = useTranslation();
  const can = useCan();
  const q = useTableQuery({ filters: [], defaultPageSize: 25 });
  const list = usePromotions({ page: q.page, pageSize: q.pageSize });
  const rows = list.data ?? [];
  const [open, setOpen] = useState<string | "new" | null>(null);
  const [tab, setTab] = useState<"settings" | "codes">("settings");
  const close = useCallback(() => setOpen(null), []);
  // the open promotion as the list has it now (a new code refreshes the list)
  const current = open && open !== "new" ? (rows.find((r) => r.id === open) ?? null) : null;
  const title = (p: OperatorPromotion) => p.texts.en?.title ?? Object.values(p.texts)[0]?.title ?? p.id;

  const columns: DataColumn<OperatorPromotion>[] = [
    {
      id: "title",
      header: t("promotions.titleLabel"),
      cell: ({ row }) => (
        <span>
          <span className="font-medium">{title(row.original)}</span>
          <span className="block text-xs text-muted">{Object.keys(row.original.texts).join(" · ")}</span>
        </span>
      ),
    },
    { id: "kind", header: t("promotions.kind"), cell: ({ row }) => t(`promotions.kind_${row.original.kind}`) },
    { id: "trigger", header: t("promotions.trigger"), cell: ({ row }) => t(`promotions.trigger_${row.original.trigger}`) },
    {
      id: "enabled",
      header: t("promotions.state"),
      cell: ({ row }) =>
        row.original.enabled ? (
          <span className="text-success">{t("promotions.on")}</span>
        ) : (
          <span className="text-muted">{t("promotions.off")}</span>
        ),
    },
    {
      id: "dates",
      header: t("promotions.dates"),
      cell: ({ row }) => (
        <span className="whitespace-nowrap text-xs">
          {row.original.startsAt ? dateTime(row.original.startsAt) : t("promotions.now")}
          <span className="block">{row.original.endsAt ? dateTime(row.original.endsAt) : t("promotions.noEnd")}</span>
        </span>
      ),
    },
    {
      id: "weight",
      header: t("promotions.weight"),
      cell: ({ row }) => <span className="tabular-nums">{row.original.weight}</span>,
    },
    {
      id: "codes",
      header: t("promotions.codes"),
      cell: ({ row }) => (
        <span className="font-mono text-xs">{row.original.codes.map((c) => `${c.code} (${c.uses})`).join(", ") || "—"}</span>
      ),
    },
  ];

  return (
    <Page
      title={t("promotions.title")}
      description={t("promotions.description")}
      actions={
        can("promotions.write") && (
          <button
            type="button"
            className="btn-primary"
            onClick={() => {
              setTab("settings");
              setOpen("new");
            }}
            data-testid="promotion-new"
          >
            {t("promotions.new")}
          </button>
        )
      }
    >
      <ErrorNote error={list.error} />
      <DataTable
        label={t("promotions.title")}
        columns={columns}
        rows={rows.slice(0, q.pageSize)}
        total={pagedTotal(q.page, q.pageSize, rows.length)}
        page={q.page}
        pageSize={q.pageSize}
        onPage={q.setPage}
        onRowClick={(p) => {
          setTab("settings");
          setOpen(p.id);
        }}
        loading={list.isFetching}
        empty={t("promotions.empty")}
        rowTestId="promotion-row"
      />
      <Drawer open={open !== null} title={open === "new" ? t("promotions.new") : current ? title(current) : ""} onClose={close}>
        {open === "new" && (
          <PromotionEditor
            promotion={null}
            onSaved={(id) => {
              // a new promotion is the first of the list: on to its codes
              q.setPage(1);
              setOpen(id);
              setTab("codes");
            }}
          />
        )}
        {current && (
          <div className="flex flex-col gap-4">
            <div className="flex gap-1" role="tablist" aria-label={t("promotions.title")}>
              {(["settings", "codes"] as const).map((x) => (
                <button
                  key={x}
                  type="button"
                  role="tab"
                  aria-selected={tab === x}
                  className={tab === x ? "btn-primary" : "btn-secondary"}
                  onClick={() => setTab(x)}
                  data-testid={`promotion-tab-${x}`}
                >
                  {x === "settings" ? t("promotions.settings") : t("promotions.codesCount", { count: current.codes.length })}
                </button>
              ))}
            </div>
            {tab === "settings" ? (
              can("promotions.write") ? (
                <PromotionEditor key={current.id} promotion={current} onSaved={close} />
              ) : (
                <pre className="overflow-x-auto rounded-lg bg-bg p-3 text-xs">{JSON.stringify(current, null, 2)}</pre>
              )
            ) : (
              <PromotionCodes promotion={current} canWrite={can("promotions.write")} />
            )}
          </div>
        )}
        {open !== null && open !== "new" && !current && !list.isFetching && (
          <p className="text-sm text-muted">{t("promotions.notOnPage")}</p>
        )}
      </Drawer>
    </Page>
  );
}
