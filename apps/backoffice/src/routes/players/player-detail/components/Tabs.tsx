import type { OperatorPayment } from "@casino/contracts/money";
import type { PlayerLogin, PlayerNote, PlayerRound, PlayerTransfer } from "@casino/contracts/players";
import { type FormEvent, type ReactNode, useState } from "react";
import { Money } from "../../../../components/money/Money";
import { ErrorNote } from "../../../../components/Page";
import { useAddNote, usePlayerTab } from "../../../../hooks/api/players";
import { dateTime as when } from "../../../../lib/format";

function Table({ head, children, empty, testId }: { head: string[]; children: ReactNode[]; empty: string; testId: string }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-surface-2 bg-surface">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <thead className="border-b border-surface-2 text-xs uppercase tracking-wide text-muted">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {children.length ? (
            children
          ) : (
            <tr>
              <td colSpan={head.length} className="px-4 py-10 text-center text-muted">
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

const td = "border-t border-surface-2/60 px-4 py-3 align-top";

function More({ page, shown, onPage }: { page: number; shown: number; onPage: (p: number) => void }) {
  return (
    <div className="mt-3 flex gap-2">
      <button type="button" className="btn-secondary" disabled={page === 1} onClick={() => onPage(page - 1)}>
        Newer
      </button>
      <button type="button" className="btn-secondary" disabled={shown < 50} onClick={() => onPage(page + 1)}>
        Older
      </button>
    </div>
  );
}

export function TransfersTab({ playerId }: { playerId: string }) {
  const [page, setPage] = useState(1);
  const q = usePlayerTab(playerId, "transfers", page);
  const items = (q.data?.items ?? []) as PlayerTransfer[];
  return (
    <>
      <Table head={["Time", "Kind", "Key", "From", "To", "Amount"]} empty="No transfers." testId="transfers-table">
        {items.map((t) => (
          <tr key={t.id}>
            <td className={td}>{when(t.createdAt)}</td>
            <td className={`${td} font-mono`}>{t.kind}</td>
            <td className={`${td} max-w-xs truncate font-mono text-xs`} title={t.key}>
              {t.key}
            </td>
            <td className={td}>{t.from}</td>
            <td className={td}>{t.to}</td>
            <td className={`${td} text-right`}>
              <Money amount={t.amount} currency={t.currency} signed={t.direction} />
            </td>
          </tr>
        ))}
      </Table>
      <More page={page} shown={items.length} onPage={setPage} />
    </>
  );
}

export function PaymentsTab({ playerId }: { playerId: string }) {
  const [page, setPage] = useState(1);
  const q = usePlayerTab(playerId, "payments", page);
  const items = (q.data?.items ?? []) as OperatorPayment[];
  return (
    <>
      <Table
        head={["Created", "Type", "Method", "Amount", "State", "Reason", "Decided by"]}
        empty="No payments."
        testId="payments-table"
      >
        {items.map((p) => (
          <tr key={p.id}>
            <td className={td}>{when(p.createdAt)}</td>
            <td className={td}>{p.type}</td>
            <td className={td}>{p.method}</td>
            <td className={`${td} text-right`}>
              <Money amount={p.amount} currency={p.currency} />
            </td>
            <td className={td}>{p.state}</td>
            <td className={td}>{p.reason ?? ""}</td>
            <td className={td}>{p.decision?.email ?? (p.firstApproval ? `${p.firstApproval.email} (1 of 2)` : "")}</td>
          </tr>
        ))}
      </Table>
      <More page={page} shown={items.length} onPage={setPage} />
    </>
  );
}

export function RoundsTab({ playerId }: { playerId: string }) {
  const [page, setPage] = useState(1);
  const q = usePlayerTab(playerId, "rounds", page);
  const items = (q.data?.items ?? []) as PlayerRound[];
  return (
    <>
      <Table
        head={["Started", "Game", "Provider round id", "Stake", "Win", "Rolled back", "Closed", "Fairness"]}
        empty="No game rounds."
        testId="rounds-table"
      >
        {items.map((r) => (
          <tr key={`${r.provider}:${r.roundId}`}>
            <td className={td}>{when(r.startedAt)}</td>
            <td className={td}>
              {r.gameId} <span className="text-muted">({r.provider})</span>
            </td>
            <td className={`${td} font-mono text-xs`}>{r.roundId}</td>
            <td className={`${td} text-right`}>
              <Money amount={r.bet} currency={r.currency} />
            </td>
            <td className={`${td} text-right`}>
              <Money amount={r.win} currency={r.currency} />
            </td>
            <td className={`${td} text-right`}>
              {r.rolledBack === "0" ? "" : <Money amount={r.rolledBack} currency={r.currency} />}
            </td>
            <td className={td}>{r.closedAt ? when(r.closedAt) : "open"}</td>
            <td className={td}>
              {r.verifyUrl ? (
                <a className="text-accent underline" href={r.verifyUrl} target="_blank" rel="noreferrer">
                  Verify
                </a>
              ) : (
                "—"
              )}
            </td>
          </tr>
        ))}
      </Table>
      <More page={page} shown={items.length} onPage={setPage} />
    </>
  );
}

export function LoginsTab({ playerId }: { playerId: string }) {
  const q = usePlayerTab(playerId, "logins");
  const items = (q.data?.items ?? []) as PlayerLogin[];
  return (
    <Table head={["Time", "Outcome", "Device (x-cid)", "Address", "Session"]} empty="No logins." testId="logins-table">
      {items.map((l) => (
        <tr key={`${l.outcome}-${l.at}-${l.device ?? ""}-${l.ip ?? ""}`}>
          <td className={td}>{when(l.at)}</td>
          <td className={td}>
            {l.outcome === "REFUSED" ? (
              <span className="text-danger">refused</span>
            ) : l.scope === "WITHDRAWAL" ? (
              "logged in to withdraw only (restricted)"
            ) : (
              "logged in"
            )}
          </td>
          <td className={`${td} font-mono text-xs`}>{l.device ?? "—"}</td>
          <td className={`${td} font-mono text-xs`}>{l.ip ?? "—"}</td>
          <td className={td}>
            {l.outcome === "SESSION" ? (l.live ? "live" : l.endedAt ? `ended ${when(l.endedAt)}` : "expired") : ""}
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function NotesTab({ playerId, canWrite }: { playerId: string; canWrite: boolean }) {
  const q = usePlayerTab(playerId, "notes");
  const add = useAddNote(playerId);
  const [body, setBody] = useState("");
  const items = (q.data?.items ?? []) as PlayerNote[];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(body.trim(), { onSuccess: () => setBody("") });
  };
  return (
    <div className="space-y-3">
      {canWrite && (
        <form onSubmit={submit} className="space-y-2" aria-label="Add a note">
          <label htmlFor="note-body" className="field-label">
            New note (players never see it)
          </label>
          <textarea
            id="note-body"
            className="field min-h-20"
            rows={3}
            maxLength={4000}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            data-testid="note-body"
          />
          <ErrorNote error={add.error} />
          <button type="submit" disabled={!body.trim() || add.isPending} className="btn-primary" data-testid="note-add">
            Add note
          </button>
        </form>
      )}
      <ul className="space-y-2" data-testid="notes-list">
        {items.map((n) => (
          <li key={n.id} className="rounded-2xl border border-surface-2 bg-surface p-4 text-sm">
            <p className="whitespace-pre-wrap">{n.body}</p>
            <p className="mt-1 text-xs text-muted">
              {n.by.email} · {when(n.at)}
            </p>
          </li>
        ))}
        {q.data && items.length === 0 && <li className="text-sm text-muted">No notes yet.</li>}
      </ul>
    </div>
  );
}
