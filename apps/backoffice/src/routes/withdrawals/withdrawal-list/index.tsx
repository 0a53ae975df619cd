import type { OperatorPayment } from "@casino/contracts/money";
import { useState } from "react";
import { Link } from "react-router";
import { DecisionNotice, RejectDialog, StateFilter } from "../../../components/DecisionQueue";
import { type DataColumn, DataTable } from "../../../components/data-table/DataTable";
import { useTableQuery } from "../../../components/data-table/useTableQuery";
import { Money } from "../../../components/money/Money";
import { ErrorNote, Page } from "../../../components/Page";
import { useDecideWithdrawal, useWithdrawals } from "../../../hooks/api/money";
import { useCan, useMe } from "../../../hooks/api/session";
import { dateTime } from "../../../lib/format";

/** What the player attached through the withdrawal form (INPUT_FILE fields), by field name. */
const FILE_LABELS: Record<string, string> = { statement: "Bank statement" };

const STATES = [
  ["PENDING", "Pending"],
  ["WAITING_FOR_VERIFICATION", "Held for KYC"],
  ["APPROVED", "Approved"],
  ["SUCCESS", "Paid"],
  ["REJECTED", "Rejected"],
  ["CANCELLED", "Cancelled"],
  ["FAILED", "Failed"],
] as const;

/** Who approved, and whether a second operator still has to (four eyes above WITHDRAWAL_FOUR_EYES). */
function Approvals({ w }: { w: OperatorPayment }) {
  if (w.decision) {
    return (
      <span>
        {w.state === "REJECTED" ? "rejected" : "approved"} by {w.decision.email}
        {w.firstApproval ? ` (first: ${w.firstApproval.email})` : ""}
      </span>
    );
  }
  if (w.firstApproval)
    return <span className="text-warning">1 of 2 · {w.firstApproval.email}; a second operator must approve</span>;
  if (w.state === "WAITING_FOR_VERIFICATION")
    return <span className="text-warning">held until the player is verified (KYC)</span>;
  if (w.state === "PENDING")
    return <span className="text-muted">{w.needsSecondApprover ? "needs two operators" : "one approval"}</span>;
  return null;
}

/** The withdrawal queue: by state; approve (a second, different operator for large amounts) or reject with a reason. */
export function Component() {
  const t = useTableQuery({ filters: ["status"] as const });
  const status = t.filters.status || "PENDING";
  const q = useWithdrawals({ status, page: t.page, pageSize: t.pageSize });
  const decide = useDecideWithdrawal();
  const me = useMe().data?.operator.id;
  const can = useCan();
  const [rejecting, setRejecting] = useState<OperatorPayment | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const approve = (w: OperatorPayment) => {
    setNotice(null);
    decide.mutate(
      { id: w.id, action: "approve" },
      {
        onSuccess: (r) =>
          setNotice(
            r.state === "PENDING"
              ? "Your approval is recorded. A second operator must approve before it is paid."
              : "Approved: the payout is on its way.",
          ),
      },
    );
  };

  const columns: DataColumn<OperatorPayment>[] = [
    { id: "created", header: "Requested", cell: ({ row }) => dateTime(row.original.createdAt) },
    {
      id: "player",
      header: "Player",
      cell: ({ row }) => (
        <Link className="font-mono text-accent underline" to={`/players/${row.original.playerId}`}>
          {row.original.customerId ?? row.original.playerId.slice(0, 8)}
        </Link>
      ),
    },
    { id: "method", header: "Method", cell: ({ row }) => row.original.method },
    {
      id: "amount",
      header: "Amount",
      cell: ({ row }) => <Money amount={row.original.amount} currency={row.original.currency} />,
    },
    {
      id: "account",
      header: "Pay to",
      cell: ({ row }) => (
        <span className="block max-w-48 break-all text-xs">
          {Object.entries(row.original.account)
            .map(([k, v]) => `${k}: ${v}`)
            .join(" · ")}
          {row.original.files.map((name) => (
            <a
              key={name}
              className="block text-accent underline"
              href={`/operator/v1/withdrawals/${row.original.id}/files/${name}?d=inline`}
              target="_blank"
              rel="noreferrer"
              data-testid="withdrawal-file"
            >
              {FILE_LABELS[name] ?? name}
            </a>
          ))}
        </span>
      ),
    },
    {
      id: "approvals",
      header: "Approvals",
      cell: ({ row }) => (
        <span className="block max-w-56 text-xs" data-testid="withdrawal-approvals">
          <Approvals w={row.original} />
          {row.original.reason ? <span className="block text-muted">{row.original.reason}</span> : null}
        </span>
      ),
    },
    {
      id: "actions",
      header: "",
      cell: ({ row }) => {
        const w = row.original;
        if (!can("withdrawals.approve")) return null;
        if (w.state === "WAITING_FOR_VERIFICATION") {
          return (
            <button type="button" className="btn-secondary" onClick={() => setRejecting(w)} data-testid="withdrawal-reject">
              Reject
            </button>
          );
        }
        if (w.state !== "PENDING") return null;
        const mineFirst = w.firstApproval?.operatorId === me;
        return (
          <span className="flex flex-col gap-2" data-testid={`withdrawal-actions-${w.id}`}>
            <button
              type="button"
              className="btn-primary"
              disabled={decide.isPending || mineFirst}
              title={mineFirst ? "You approved first: another operator must approve" : undefined}
              onClick={() => approve(w)}
              data-testid="withdrawal-approve"
            >
              {w.firstApproval ? "Second approval" : "Approve"}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setRejecting(w)} data-testid="withdrawal-reject">
              Reject
            </button>
          </span>
        );
      },
    },
  ];

  return (
    <Page title="Withdrawals" description="Players' withdrawals: money reserved on request, paid out on approval.">
      <StateFilter
        label="Withdrawal state"
        states={STATES}
        value={status}
        onChange={(s) => t.setFilters({ status: s })}
        testIdPrefix="withdrawals"
      />
      <DecisionNotice notice={notice} testId="withdrawal-notice" />
      <ErrorNote error={decide.error ?? q.error} />
      <DataTable
        label="Withdrawals"
        columns={columns}
        rows={q.data?.items ?? []}
        total={q.data?.total ?? 0}
        page={t.page}
        pageSize={t.pageSize}
        onPage={t.setPage}
        loading={q.isFetching}
        rowTestId="withdrawal-row"
      />
      <RejectDialog
        rejecting={rejecting}
        title="Reject this withdrawal"
        description="The reserved money goes back to the player's balance."
        reject={(id, reason) => decide.mutateAsync({ id, action: "reject", reason })}
        onClose={() => setRejecting(null)}
      />
    </Page>
  );
}
