import { Money } from "../../../components/money/Money";
import { ErrorNote, Page } from "../../../components/Page";
import { useLedgerHealth, useRunReconcile } from "../../../hooks/api/money";
import { dateTime } from "../../../lib/format";

const th = "px-4 py-3 font-semibold";
const td = "border-t border-surface-2/60 px-4 py-3";

/** Ledger health: the reconciliation (sum per currency zero, stored balances = replay, no dangling rows), on demand and scheduled. */
export function Component() {
  const health = useLedgerHealth();
  const run = useRunReconcile();
  const last = health.data?.last;
  return (
    <Page
      title="Ledger health"
      description="Every currency sums to zero, every stored balance equals the replay of its transfers, nothing points at a missing row."
      actions={
        <button
          type="button"
          className="btn-primary"
          disabled={run.isPending}
          onClick={() => run.mutate()}
          data-testid="ledger-run"
        >
          {run.isPending ? "Checking…" : "Check now"}
        </button>
      }
    >
      <ErrorNote error={run.error ?? health.error} />
      {health.data && !last && <p className="text-muted">No check has run yet.</p>}
      {last?.result && (
        <section className="flex flex-col gap-4" data-testid="ledger-last" data-ok={String(last.ok)}>
          <p
            className={`rounded-lg px-4 py-3 font-semibold ${last.ok ? "bg-success/15 text-success" : "bg-danger/15 text-danger"}`}
          >
            {last.ok ? "The ledger balances." : "The ledger does not balance: see below."}{" "}
            <span className="font-normal">
              Checked {dateTime(last.finishedAt)} (
              {last.trigger === "schedule" ? "scheduled" : last.trigger === "operator" ? "by an operator" : "by a command"},{" "}
              {last.durationMs} ms).
              {health.data?.nextScheduledAt ? ` Next scheduled check ${dateTime(health.data.nextScheduledAt)}.` : ""}
            </span>
          </p>
          <div className="overflow-x-auto rounded-2xl border border-surface-2 bg-surface">
            <table className="w-full text-left text-sm" aria-label="Sums per currency">
              <thead className="text-xs uppercase tracking-wide text-muted">
                <tr>
                  <th className={th}>Currency</th>
                  <th className={th}>Sum (must be 0)</th>
                  <th className={th}>Players hold</th>
                  <th className={th}>House holds</th>
                  <th className={th}>Transfers</th>
                </tr>
              </thead>
              <tbody>
                {last.result.currencies.map((c) => (
                  <tr key={c.currency}>
                    <td className={td}>{c.currency}</td>
                    <td className={`${td} ${c.sum === "0" ? "" : "font-semibold text-danger"}`}>
                      <Money amount={c.sum} currency={c.currency} />
                    </td>
                    <td className={td}>
                      <Money amount={c.players} currency={c.currency} />
                    </td>
                    <td className={td}>
                      <Money amount={c.house} currency={c.currency} />
                    </td>
                    <td className={td}>{c.transfers.toLocaleString("en")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-sm">
            Negative player accounts: <b>{last.result.negativeAccounts}</b> · Rows pointing at nothing:{" "}
            <b>{last.result.danglingReferences}</b> · Balances the transfers do not explain:{" "}
            <b>{last.result.mismatches.length}</b>
          </p>
          {last.result.mismatches.length > 0 && (
            <div className="overflow-x-auto rounded-2xl border border-danger/40 bg-surface">
              <table className="w-full text-left text-sm" aria-label="Balances the transfers do not explain">
                <thead className="text-xs uppercase tracking-wide text-muted">
                  <tr>
                    <th className={th}>Account</th>
                    <th className={th}>Player</th>
                    <th className={th}>Kind</th>
                    <th className={th}>Stored</th>
                    <th className={th}>Replayed</th>
                  </tr>
                </thead>
                <tbody>
                  {last.result.mismatches.map((m) => (
                    <tr key={m.accountId}>
                      <td className={td}>{m.accountId}</td>
                      <td className={`${td} font-mono text-xs`}>{m.playerId}</td>
                      <td className={td}>{m.kind}</td>
                      <td className={td}>
                        <Money amount={m.stored} currency={m.currency} />
                      </td>
                      <td className={td}>
                        <Money amount={m.replayed} currency={m.currency} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
      {health.data && health.data.recent.length > 1 && (
        <section className="card">
          <h2 className="mb-2 font-semibold">Recent checks</h2>
          <ul className="text-sm">
            {health.data.recent.map((r) => (
              <li key={r.id}>
                {dateTime(r.finishedAt)} · {r.trigger} · {r.ok ? "balanced" : <span className="text-danger">broken</span>} ·{" "}
                {r.durationMs} ms
              </li>
            ))}
          </ul>
        </section>
      )}
    </Page>
  );
}
