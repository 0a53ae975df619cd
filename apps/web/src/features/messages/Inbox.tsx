import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { PageSkeleton } from "../../shell/PageSkeleton";
import { type ChannelMessage, messagesApi } from "./api";
import { channelStore, useReceived } from "./channel";

/** The player's messages with their read state; opening one marks it read. */
export function Inbox() {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const live = useReceived();
  const q = useQuery({ queryKey: ["inbox"], queryFn: messagesApi.inbox, staleTime: 10_000 });
  useEffect(() => {
    if (live.length) void qc.invalidateQueries({ queryKey: ["inbox"] });
  }, [live, qc]);
  if (q.isPending) return <PageSkeleton />;
  const list: ChannelMessage[] = q.data?.messages ?? [];
  const markRead = async (m: ChannelMessage) => {
    if (m.read) return;
    const r = await messagesApi.read(m.id).catch(() => null);
    if (r) channelStore.setUnread(r.unread);
    void qc.invalidateQueries({ queryKey: ["inbox"] });
  };
  if (list.length === 0) return <p className="text-muted">{t("messages.empty")}</p>;
  return (
    <ul className="grid max-w-2xl gap-3" data-testid="inbox">
      {list.map((m) => (
        <li key={m.id}>
          <details
            className="rounded-xl bg-surface p-4"
            onToggle={(e) => (e.currentTarget.open ? void markRead(m) : undefined)}
            data-testid="inbox-message"
            data-read={m.read}
          >
            <summary className="flex cursor-pointer items-center justify-between gap-4">
              <span className={m.read ? "" : "font-bold"}>
                {!m.read && <span className="mr-2 inline-block size-2 rounded-full bg-accent" title={t("messages.unread")} />}
                {m.title}
              </span>
              <time className="text-xs text-muted" dateTime={m.createdAt}>
                {new Date(m.createdAt).toLocaleString(i18n.language)}
              </time>
            </summary>
            <p className="mt-3 whitespace-pre-line">{m.body}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
