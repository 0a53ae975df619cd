import { api } from "../../api/client";

export interface ChannelMessage {
  id: string;
  title: string;
  body: string;
  kind: string;
  createdAt: string;
  read: boolean;
}

export const messagesApi = {
  inbox: () => api<{ messages: ChannelMessage[]; unread: number }>("/messages/v1/inbox"),
  read: (id: string) => api<{ unread: number }>(`/messages/v1/${encodeURIComponent(id)}/read`, { method: "POST" }),
  readAll: () => api<{ unread: number }>("/messages/v1/read-all", { method: "POST" }),
};
