import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { keys } from "../../lib/query-keys";

export const supportKeys = keys("support");

export type TicketStatus = "open" | "answered" | "closed";

export interface Ticket {
  id: string;
  number: string;
  player_id: string | null;
  email: string;
  first_name: string | null;
  customer_id: string | null;
  title: string;
  locale: string;
  status: TicketStatus;
  assigned_to: string | null;
  created_at: string;
  updated_at: string;
}

export interface TicketMessage {
  id: string;
  ticket_id: string;
  author: "player" | "operator";
  operator_id: string | null;
  body: string;
  /** The body as HTML (plain text, newlines as line breaks), escaped by the api. */
  html: string;
  created_at: string;
}

export interface TicketAttachment {
  id: string;
  ticket_id: string;
  message_id: string;
  name: string;
  mime: string;
  size: number;
}

export interface TicketDetail {
  ticket: Ticket;
  messages: TicketMessage[];
  attachments: TicketAttachment[];
}

/** The inbox, newest activity first (the api pages with limit/offset and answers the page only). */
export function useTickets(q: { status?: string; mine?: boolean; page: number; pageSize: number }) {
  return useQuery({
    queryKey: supportKeys.list(q),
    queryFn: () =>
      api<Ticket[]>("GET", "/operator/v1/support/tickets", undefined, {
        status: q.status,
        mine: q.mine ? "true" : undefined,
        limit: q.pageSize + 1,
        offset: (q.page - 1) * q.pageSize,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}

export const useTicket = (id: string) =>
  useQuery({ queryKey: supportKeys.detail(id), queryFn: () => api<TicketDetail>("GET", `/operator/v1/support/tickets/${id}`) });

/** Where a file the player sent downloads from (the session cookie is enough for a GET). */
export const attachmentUrl = (a: TicketAttachment) => `/operator/v1/support/tickets/${a.ticket_id}/files/${a.id}`;

function useSupportMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: supportKeys.all }) });
}

export const useAssignTicket = (id: string) =>
  useSupportMutation((operatorId: string | null) =>
    api<Ticket>("POST", `/operator/v1/support/tickets/${id}/assign`, { operatorId }),
  );

export const useReplyTicket = (id: string) =>
  useSupportMutation((body: string) =>
    api<{ ticket: Ticket; message: TicketMessage }>("POST", `/operator/v1/support/tickets/${id}/reply`, { body }),
  );

export const useCloseTicket = (id: string) =>
  useSupportMutation(() => api<Ticket>("POST", `/operator/v1/support/tickets/${id}/close`, {}));
