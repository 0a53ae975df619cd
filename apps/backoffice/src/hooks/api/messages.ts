import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { keys } from "../../lib/query-keys";

export const messageKeys = keys("messages");

export interface SentMessage {
  id: string;
  seq: string;
  audience: "player" | "segment" | "all";
  player_id: string | null;
  country: string | null;
  language: string | null;
  title: string;
  body: string;
  kind: string;
  sent_by: string | null;
  created_at: string;
}

export type Audience =
  | { type: "player"; customerId: string }
  | { type: "segment"; country: string | null; language: string | null }
  | { type: "all" };

export interface MessageInput {
  audience: Audience;
  title: string;
  body: string;
  push: boolean;
}

/** Messages sent, newest first (the api answers the page only). */
export function useSentMessages(q: { page: number; pageSize: number }) {
  return useQuery({
    queryKey: messageKeys.list(q),
    queryFn: () =>
      api<SentMessage[]>("GET", "/operator/v1/messages", undefined, { limit: q.pageSize + 1, offset: (q.page - 1) * q.pageSize }),
    placeholderData: keepPreviousData,
  });
}

export function useSendMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageInput) => api<{ id: string; pushed: number }>("POST", "/operator/v1/messages", body),
    onSuccess: () => qc.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
