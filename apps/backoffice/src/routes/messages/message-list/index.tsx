import { COUNTRIES } from "@casino/contracts/countries";
import { SUPPORTED_LANGUAGES } from "@casino/contracts/site";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Drawer } from "../../../components/Drawer";
import { type DataColumn, DataTable } from "../../../components/data-table/DataTable";
import { useTableQuery } from "../../../components/data-table/useTableQuery";
import { ErrorNote, Page } from "../../../components/Page";
import { type Audience, type SentMessage, useSendMessage, useSentMessages } from "../../../hooks/api/messages";
import { dateTime } from "../../../lib/format";
import { pagedTotal } from "../../support/labels";

/** Messages to players: what was sent, and a new one to a player, a segment or everyone (optionally also as a push). */
export function Component() {
  const q = useTableQuery({ filters: [], defaultPageSize: 25 });
  const { t } = useTranslation();
  const sent = useSentMessages({ page: q.page, pageSize: q.pageSize });
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = sent.data ?? [];
  const close = useCallback(() => setOpen(false), []);

  const audience = (m: SentMessage) =>
    m.audience === "player"
      ? t("messages.toPlayer")
      : m.audience === "all"
        ? t("messages.toEveryone")
        : [m.country, m.language].filter(Boolean).join(" · ") || t("messages.toEveryone");

  const columns: DataColumn<SentMessage>[] = [
    {
      id: "sent",
      header: t("messages.sentAt"),
      cell: ({ row }) => <span className="whitespace-nowrap">{dateTime(row.original.created_at)}</span>,
    },
    { id: "audience", header: t("messages.audience"), cell: ({ row }) => audience(row.original) },
    {
      id: "text",
      header: t("messages.message"),
      cell: ({ row }) => (
        <span className="block max-w-xl">
          <span className="font-medium">{row.original.title}</span>
          <span className="block whitespace-pre-wrap text-xs text-muted">{row.original.body}</span>
        </span>
      ),
    },
    { id: "by", header: t("messages.sentBy"), cell: ({ row }) => row.original.sent_by ?? t("messages.system") },
  ];

  return (
    <Page
      title={t("messages.title")}
      description={t("messages.description")}
      actions={
        <button type="button" className="btn-primary" onClick={() => setOpen(true)} data-testid="message-new">
          {t("messages.new")}
        </button>
      }
    >
      {notice && (
        <p
          role="status"
          className="rounded-lg border border-surface-2 bg-surface-2 px-3 py-2 text-sm"
          data-testid="message-notice"
        >
          {notice}
        </p>
      )}
      <ErrorNote error={sent.error} />
      <DataTable
        label={t("messages.title")}
        columns={columns}
        rows={rows.slice(0, q.pageSize)}
        total={pagedTotal(q.page, q.pageSize, rows.length)}
        page={q.page}
        pageSize={q.pageSize}
        onPage={q.setPage}
        loading={sent.isFetching}
        empty={t("messages.empty")}
        rowTestId="message-row"
      />
      <SendDrawer
        open={open}
        onClose={close}
        onSent={(pushed) => {
          setOpen(false);
          setNotice(t("messages.sent", { count: pushed }));
        }}
      />
    </Page>
  );
}

function SendDrawer(props: { open: boolean; onClose: () => void; onSent: (pushed: number) => void }) {
  const { t } = useTranslation();
  const send = useSendMessage();
  const [type, setType] = useState<Audience["type"]>("player");
  const [customerId, setCustomerId] = useState("");
  const [country, setCountry] = useState("");
  const [language, setLanguage] = useState("");
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [push, setPush] = useState(false);
  const [confirmAll, setConfirmAll] = useState(false);
  useEffect(() => {
    if (props.open) {
      send.reset();
      setConfirmAll(false);
    }
  }, [props.open, send.reset]);

  const audience: Audience =
    type === "player"
      ? { type, customerId: customerId.trim() }
      : type === "segment"
        ? { type, country: country || null, language: language || null }
        : { type };
  const broad = type === "all" || (type === "segment" && !country && !language);

  return (
    <Drawer open={props.open} title={t("messages.new")} onClose={props.onClose}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (broad && !confirmAll) {
            setConfirmAll(true);
            return;
          }
          send.mutate(
            { audience, title: title.trim(), body: body.trim(), push },
            {
              onSuccess: (r) => {
                setTitle("");
                setBody("");
                props.onSent(r.pushed);
              },
            },
          );
        }}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="field-label">{t("messages.audience")}</legend>
          {(["player", "segment", "all"] as const).map((a) => (
            <label key={a} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="audience"
                value={a}
                checked={type === a}
                onChange={() => {
                  setType(a);
                  setConfirmAll(false);
                }}
              />
              {t(`messages.audience_${a}`)}
            </label>
          ))}
        </fieldset>
        {type === "player" && (
          <div>
            <label htmlFor="msg-customer" className="field-label">
              {t("messages.customerId")}
            </label>
            <input
              id="msg-customer"
              className="field font-mono"
              required
              maxLength={64}
              value={customerId}
              onChange={(e) => setCustomerId(e.target.value)}
            />
          </div>
        )}
        {type === "segment" && (
          <div className="grid grid-cols-2 gap-3">
            <div>
              <label htmlFor="msg-country" className="field-label">
                {t("messages.country")}
              </label>
              <select
                id="msg-country"
                className="field"
                value={country}
                onChange={(e) => {
                  setCountry(e.target.value);
                  setConfirmAll(false);
                }}
              >
                <option value="">{t("messages.anyCountry")}</option>
                {COUNTRIES.map((c) => (
                  <option key={c.ISO_3} value={c.ISO_3}>
                    {c.name} ({c.ISO_3})
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="msg-language" className="field-label">
                {t("messages.language")}
              </label>
              <select
                id="msg-language"
                className="field"
                value={language}
                onChange={(e) => {
                  setLanguage(e.target.value);
                  setConfirmAll(false);
                }}
              >
                <option value="">{t("messages.anyLanguage")}</option>
                {SUPPORTED_LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {l}
                  </option>
                ))}
              </select>
            </div>
          </div>
        )}
        <div>
          <label htmlFor="msg-title" className="field-label">
            {t("messages.messageTitle")}
          </label>
          <input
            id="msg-title"
            className="field"
            required
            maxLength={200}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="msg-body" className="field-label">
            {t("messages.body")}
          </label>
          <textarea
            id="msg-body"
            className="field min-h-32"
            required
            maxLength={5000}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={push} onChange={(e) => setPush(e.target.checked)} />
          {t("messages.push")}
        </label>
        {confirmAll && (
          <p role="alert" className="rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-warning">
            {t("messages.confirmBroad")}
          </p>
        )}
        <ErrorNote error={send.error} />
        <button type="submit" className="btn-primary" disabled={send.isPending || !title.trim() || !body.trim()}>
          {confirmAll ? t("messages.sendToAll") : t("messages.send")}
        </button>
      </form>
    </Drawer>
  );
}
