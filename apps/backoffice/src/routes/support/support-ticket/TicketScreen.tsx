import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ErrorNote, Page } from "../../../components/Page";
import { useCan, useMe } from "../../../hooks/api/session";
import { attachmentUrl, useAssignTicket, useCloseTicket, useReplyTicket, useTicket } from "../../../hooks/api/support";
import { dateTime } from "../../../lib/format";
import { STATUS_LABEL } from "../labels";

const size = (n: number) =>
  n < 1024 ? `${n} B` : n < 1_048_576 ? `${(n / 1024).toFixed(0)} KB` : `${(n / 1_048_576).toFixed(1)} MB`;

/** A ticket: the conversation with the player's files; assign it to yourself, answer (by e-mail and in the player's messages), close it. */
export function TicketScreen() {
  const { id = "" } = useParams();
  const { t } = useTranslation();
  const q = useTicket(id);
  const me = useMe().data?.operator.id ?? null;
  const can = useCan();
  const assign = useAssignTicket(id);
  const reply = useReplyTicket(id);
  const close = useCloseTicket(id);
  const [body, setBody] = useState("");
  const [confirmClose, setConfirmClose] = useState(false);

  if (q.isPending) return <p className="p-6 text-muted">{t("frame.loading")}</p>;
  if (q.isError)
    return (
      <Page title={t("support.ticket")}>
        <ErrorNote error={q.error} />
      </Page>
    );
  const { ticket, messages, attachments } = q.data;
  const mayReply = can("support.reply");
  const closed = ticket.status === "closed";

  return (
    <Page
      title={`#${ticket.number} · ${ticket.title}`}
      description={t("support.ticketMeta", {
        email: ticket.email,
        created: dateTime(ticket.created_at),
        locale: ticket.locale,
      })}
      actions={
        <Link to=".." relative="path" className="btn-secondary">
          {t("support.back")}
        </Link>
      }
    >
      <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="ticket-state">
        <span className="rounded-full bg-surface-2 px-3 py-1 font-semibold" data-testid="ticket-status">
          {t(STATUS_LABEL[ticket.status])}
        </span>
        <span className="text-muted">
          {ticket.assigned_to === null
            ? t("support.unassigned")
            : ticket.assigned_to === me
              ? t("support.assignedToYou")
              : t("support.assignedToOther")}
        </span>
        {ticket.customer_id && can("players.read") && ticket.player_id && (
          <Link className="font-mono text-accent underline" to={`/players/${ticket.player_id}`}>
            {ticket.customer_id}
          </Link>
        )}
        {mayReply && me && (
          <span className="ml-auto flex gap-2">
            {ticket.assigned_to === me ? (
              <button type="button" className="btn-secondary" disabled={assign.isPending} onClick={() => assign.mutate(null)}>
                {t("support.unassign")}
              </button>
            ) : (
              <button
                type="button"
                className="btn-secondary"
                disabled={assign.isPending}
                onClick={() => assign.mutate(me)}
                data-testid="ticket-assign"
              >
                {t("support.assignToMe")}
              </button>
            )}
            {!closed &&
              (confirmClose ? (
                <button
                  type="button"
                  className="btn-danger"
                  disabled={close.isPending}
                  onClick={() => close.mutate(undefined, { onSettled: () => setConfirmClose(false) })}
                  data-testid="ticket-close-confirm"
                >
                  {t("support.closeConfirm")}
                </button>
              ) : (
                <button type="button" className="btn-secondary" onClick={() => setConfirmClose(true)} data-testid="ticket-close">
                  {t("support.close")}
                </button>
              ))}
          </span>
        )}
      </div>
      <ErrorNote error={assign.error ?? close.error} />

      <ol className="flex flex-col gap-4" aria-label={t("support.conversation")}>
        {messages.map((m) => {
          const files = attachments.filter((a) => a.message_id === m.id);
          return (
            <li
              key={m.id}
              data-testid="ticket-message"
              data-author={m.author}
              className={`card ${m.author === "operator" ? "ml-8 border-accent/40" : "mr-8"}`}
            >
              <header className="mb-2 flex justify-between gap-4 text-xs text-muted">
                <span>{m.author === "operator" ? t("support.fromSupport") : ticket.first_name || ticket.email}</span>
                <span>{dateTime(m.created_at)}</span>
              </header>
              <p className="whitespace-pre-wrap break-words text-sm">{m.body}</p>
              {files.length > 0 && (
                <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("support.files")}>
                  {files.map((f) => (
                    <li key={f.id}>
                      <a
                        className="btn-ghost border border-surface-2"
                        href={attachmentUrl(f)}
                        download={f.name}
                        data-testid="ticket-file"
                      >
                        {f.name} <span className="text-xs text-muted">{size(f.size)}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>

      {mayReply && !closed && (
        <form
          className="card flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (body.trim()) reply.mutate(body.trim(), { onSuccess: () => setBody("") });
          }}
        >
          <label htmlFor="ticket-reply" className="field-label">
            {t("support.replyLabel")}
          </label>
          <textarea
            id="ticket-reply"
            className="field min-h-32"
            maxLength={10_000}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            data-testid="ticket-reply"
          />
          <p className="text-xs text-muted">{t("support.replyHint")}</p>
          <ErrorNote error={reply.error} />
          <div className="flex justify-end">
            <button type="submit" className="btn-primary" disabled={!body.trim() || reply.isPending} data-testid="ticket-send">
              {t("support.send")}
            </button>
          </div>
        </form>
      )}
      {closed && <p className="text-sm text-muted">{t("support.closedNote")}</p>}
    </Page>
  );
}
