import type { Correction } from "@casino/contracts/money";
import { CURRENCY_CODES, parseMoney } from "@casino/money";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { DecisionNotice, RejectDialog, StateFilter } from "../../../components/DecisionQueue";
import { type DataColumn, DataTable } from "../../../components/data-table/DataTable";
import { useTableQuery } from "../../../components/data-table/useTableQuery";
import { Money } from "../../../components/money/Money";
import { ErrorNote, Page } from "../../../components/Page";
import { useAskCorrection, useCorrections, useDecideCorrection } from "../../../hooks/api/money";
import { useCan, useMe } from "../../../hooks/api/session";
import { dateTime } from "../../../lib/format";

const STATES = [
  ["PENDING", "Awaiting approval"],
  ["APPLIED", "Applied"],
  ["REJECTED", "Rejected"],
] as const;

/** Corrections (kind C): credit or debit a player's cash with a reason; above the four-eyes amount a second operator approves. */
export function Component() {
  const t = useTableQuery({ filters: ["status"] as const });
  const status = t.filters.status || "PENDING";
  const q = useCorrections({ status, page: t.page, pageSize: t.pageSize });
  const decide = useDecideCorrection();
  const me = useMe().data?.operator.id;
  const can = useCan();
  const [rejecting, setRejecting] = useState<Correction | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [params] = useSearchParams();

  const columns: DataColumn<Correction>[] = [
    { id: "created", header: "Asked", cell: ({ row }) => dateTime(row.original.createdAt) },
    {
      id: "player",
      header: "Player",
      cell: ({ row }) => (
        <Link className="font-mono text-accent underline" to={`/players/${row.original.playerId}`}>
          {row.original.customerId}
        </Link>
      ),
    },
    {
      id: "amount",
      header: "Amount",
      cell: ({ row }) => (
        <Money
          amount={row.original.amount}
          currency={row.original.currency}
          signed={row.original.direction === "credit" ? "in" : "out"}
        />
      ),
    },
    { id: "reason", header: "Reason", cell: ({ row }) => row.original.reason },
    { id: "by", header: "Asked by", cell: ({ row }) => <span className="text-xs">{row.original.requestedBy.email}</span> },
    {
      id: "decision",
      header: "Decision",
      cell: ({ row }) => {
        const c = row.original;
        if (!c.decidedBy)
          return c.needsSecondApprover ? <span className="text-xs text-warning">a second operator must approve</span> : null;
        return (
          <span className="text-xs">
            {c.status === "REJECTED" ? "rejected" : c.decidedBy.id === c.requestedBy.id ? "applied at once" : "approved"} by{" "}
            {c.decidedBy.email}
            {c.decisionReason ? `: ${c.decisionReason}` : ""}
          </span>
        );
      },
    },
    {
      id: "actions",
      header: "",
      cell: ({ row }) => {
        const c = row.original;
        if (c.status !== "PENDING" || !can("corrections.approve")) return null;
        const mine = c.requestedBy.id === me;
        return (
          <span className="flex gap-2 whitespace-nowrap">
            <button
              type="button"
              className="btn-primary"
              disabled={mine || decide.isPending}
              title={mine ? "You asked for it: another operator must approve" : undefined}
              onClick={() =>
                decide.mutate({ id: c.id, action: "approve" }, { onSuccess: () => setNotice("Approved: the money moved.") })
              }
              data-testid="correction-approve"
            >
              Approve
            </button>
            <button type="button" className="btn-secondary" onClick={() => setRejecting(c)} data-testid="correction-reject">
              Reject
            </button>
          </span>
        );
      },
    },
  ];

  return (
    <Page title="Corrections" description="Money an operator adds to or takes from a player's cash, with a reason.">
      {can("corrections.create") && <CorrectionForm initialPlayer={params.get("player") ?? ""} onDone={setNotice} />}
      <DecisionNotice notice={notice} testId="correction-notice" />
      <StateFilter
        label="Correction state"
        states={STATES}
        value={status}
        onChange={(s) => t.setFilters({ status: s })}
        testIdPrefix="corrections"
      />
      <ErrorNote error={decide.error ?? q.error} />
      <DataTable
        label="Corrections"
        columns={columns}
        rows={q.data?.items ?? []}
        total={q.data?.total ?? 0}
        page={t.page}
        pageSize={t.pageSize}
        onPage={t.setPage}
        loading={q.isFetching}
        rowTestId="correction-row"
      />
      <RejectDialog
        rejecting={rejecting}
        title="Reject this correction"
        description="Nothing moves."
        reject={(id, reason) => decide.mutateAsync({ id, action: "reject", reason })}
        onClose={() => setRejecting(null)}
      />
    </Page>
  );
}

function CorrectionForm({ initialPlayer, onDone }: { initialPlayer: string; onDone: (m: string) => void }) {
  const ask = useAskCorrection();
  const [player, setPlayer] = useState(initialPlayer);
  const [direction, setDirection] = useState<"credit" | "debit">("credit");
  const [amount, setAmount] = useState("");
  const [currency, setCurrency] = useState("EUR");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  // One key per correction typed: a double click or a retry is one correction.
  const [key, setKey] = useState(() => crypto.randomUUID());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    let minor: bigint;
    try {
      minor = parseMoney(amount, currency);
    } catch {
      setProblem(`"${amount}" is not an amount of ${currency}.`);
      return;
    }
    if (minor <= 0n) {
      setProblem("The amount must be above zero.");
      return;
    }
    ask.mutate(
      { direction, player: player.trim(), amount: minor.toString(), currency, reason: reason.trim(), key },
      {
        onSuccess: (c) => {
          onDone(
            c.status === "PENDING"
              ? "Asked. Above the four-eyes amount a second operator must approve: no money moves until then."
              : "Applied: the money moved.",
          );
          setAmount("");
          setReason("");
          setKey(crypto.randomUUID());
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="card flex flex-wrap items-end gap-4" aria-label="New correction">
      <div className="w-56">
        <label htmlFor="corr-player" className="field-label">
          Player (account id)
        </label>
        <input
          id="corr-player"
          className="field"
          required
          value={player}
          onChange={(e) => setPlayer(e.target.value)}
          data-testid="correction-player"
        />
      </div>
      <div>
        <label htmlFor="corr-direction" className="field-label">
          Direction
        </label>
        <select
          id="corr-direction"
          className="field"
          value={direction}
          onChange={(e) => setDirection(e.target.value as "credit" | "debit")}
          data-testid="correction-direction"
        >
          <option value="credit">credit: to the player</option>
          <option value="debit">debit: from the player</option>
        </select>
      </div>
      <div className="w-32">
        <label htmlFor="corr-amount" className="field-label">
          Amount
        </label>
        <input
          id="corr-amount"
          className="field"
          required
          inputMode="decimal"
          placeholder="10.00"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          data-testid="correction-amount"
        />
      </div>
      <div>
        <label htmlFor="corr-currency" className="field-label">
          Currency
        </label>
        <select id="corr-currency" className="field" value={currency} onChange={(e) => setCurrency(e.target.value)}>
          {CURRENCY_CODES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </div>
      <div className="min-w-64 flex-1">
        <label htmlFor="corr-reason" className="field-label">
          Reason (kept in the audit trail)
        </label>
        <input
          id="corr-reason"
          className="field"
          required
          minLength={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          data-testid="correction-reason"
        />
      </div>
      <button type="submit" className="btn-primary" disabled={ask.isPending} data-testid="correction-submit">
        Ask
      </button>
      <div className="w-full">
        {problem && (
          <p role="alert" className="field-error">
            {problem}
          </p>
        )}
        <ErrorNote error={ask.error} />
      </div>
    </form>
  );
}
