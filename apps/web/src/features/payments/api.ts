import { api } from "../../api/client";
import type { MethodsAnswer, PaymentResult, PaymentType, PaymentView, PendingWithdrawal } from "./types";

/** The payments calls of games spec §7. */
export const paymentsApi = {
  methods: (type: PaymentType, region: string | undefined) => api<MethodsAnswer>(`/${type}/v1`, { query: { region } }),
  /** Logos: `{"0": "…/{id}.svg", "<methodId>": "<url>"}`. */
  logos: () => api<Record<string, string>>("/data/v1/payments", { anonymous: true }),
  init: (type: PaymentType, methodId: string, amount: number) =>
    api<PaymentView>(`/${type}/v1/${encodeURIComponent(methodId)}`, { method: "POST", body: { amount } }),
  /** Confirms a quote; the client sends x-cid on every call. */
  request: (type: PaymentType, quoteId: string) =>
    api<PaymentView>(`/${type}/v1/${encodeURIComponent(quoteId)}/request`, { method: "POST" }),
  execute: (type: PaymentType, id: string, fields: Record<string, string>) =>
    api<PaymentView>(`/${type}/v1/${encodeURIComponent(id)}/execute`, { method: "POST", body: { fields } }),
  status: (type: PaymentType, id: string) => api<PaymentView>(`/${type}/v1/${encodeURIComponent(id)}/status`, { method: "POST" }),
  cancel: (type: PaymentType, id: string) => api<PaymentView>(`/${type}/v1/${encodeURIComponent(id)}/cancel`, { method: "POST" }),
  result: (id: string) => api<PaymentResult>(`/result/${encodeURIComponent(id)}`),
  pendingWithdrawals: () =>
    api<{ withdrawals: PendingWithdrawal[] }>("/withdrawal/v1/list", { method: "POST" }).then((r) => r.withdrawals ?? []),
};

/** A method's logo from the logos map (`"0"` is the template for the others). */
export function logoOf(logos: Record<string, string> | undefined, id: string, fallback?: string): string | undefined {
  if (logos?.[id]) return logos[id];
  if (logos?.["0"]) return logos["0"].replace("{id}", id);
  return fallback;
}
