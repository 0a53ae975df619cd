import { useQuery } from "@tanstack/react-query";
import { useLocation, useNavigate, useParams } from "react-router";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { PageSkeleton } from "../../shell/PageSkeleton";
import { paymentsApi } from "./api";
import { isRouteStatus, type RouteStatus, statusParams } from "./machine";
import { PaymentFlow } from "./PaymentFlow";
import { ResultPanel } from "./Steps";
import type { PaymentType, PaymentView } from "./types";

/**
 * `…/{payment?}/{status}`: the params (swapped when the first is a status),
 * then the payment's current state, polled while it is open.
 */
export function StatusView({ type }: { type: PaymentType }) {
  const params = useParams();
  const navigate = useNavigate();
  const lang = useLang();
  const { payment, status: raw } = statusParams(params.payment, params.status);
  const status: RouteStatus = isRouteStatus(raw) ? raw : "processing";
  const carried = (useLocation().state as { view?: PaymentView } | null)?.view;
  const known = carried?.requestId === payment ? carried : undefined;
  const current = useQuery({
    queryKey: ["payment-status", type, payment],
    queryFn: () => paymentsApi.status(type, payment!),
    enabled: Boolean(payment) && !known,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  if (!payment) return <ResultPanel type={type} status={isRouteStatus(raw) ? raw : "failed"} />;
  const view = known ?? current.data;
  if (!view) {
    if (current.isError) return <ResultPanel type={type} payment={payment} status={status} />;
    return <PageSkeleton />;
  }
  return (
    <PaymentFlow
      key={payment}
      type={type}
      initial={view}
      routeStatus={status}
      onRestart={() => navigate(pathTo(type === "deposit" ? "deposit" : "withdrawals", lang))}
    />
  );
}
