import { useState } from "react";
import { Link, useParams } from "react-router";
import { ErrorNote, Page } from "../../../components/Page";
import {
  type HeldWithdrawal,
  type KycProfile,
  type OperatorDocument,
  usePlayerVerification,
  useRequestVerification,
} from "../../../hooks/api/kyc";
import { dateTime } from "../../../lib/format";
import { LABEL_TEXT, StatusBadge, TYPE_LABEL } from "../labels";

/** A player's verification: status, documents, held withdrawals, and asking for documents. */
export function PlayerScreen() {
  const { id = "" } = useParams();
  const v = usePlayerVerification(id);
  const d = v.data;
  return (
    <Page
      title={d ? `Verification of ${d.player.customerId}` : "Player verification"}
      actions={
        <Link className="btn-secondary" to="../..">
          Back to the queue
        </Link>
      }
    >
      <ErrorNote error={v.error} />
      {d ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="flex flex-col gap-4">
            <ProfileCard player={d.player} />
            {d.player.status !== "VERIFIED" ? <RequestButton playerId={d.player.id} /> : null}
            <HeldWithdrawals rows={d.heldWithdrawals} />
          </div>
          <section className="rounded-2xl bg-surface p-4">
            <h2 className="mb-2 font-semibold">Documents</h2>
            {d.documents.length === 0 ? <p className="text-sm text-muted">None yet.</p> : null}
            <DocumentList docs={d.documents} />
          </section>
        </div>
      ) : null}
    </Page>
  );
}

/** A player's documents, each linked to its review: type, when, and where the review stands. */
export function DocumentList({ docs }: { docs: OperatorDocument[] }) {
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {docs.map((o) => (
        <li key={o.id}>
          <Link className="text-accent underline" to={`../documents/${o.id}`}>
            {TYPE_LABEL[o.type] ?? o.type}
          </Link>{" "}
          · {dateTime(o.createdAt)} · {o.review.status}
          {o.review.kind ? ` (${o.review.kind})` : ""}
          {o.review.label ? ` · ${LABEL_TEXT[o.review.label] ?? o.review.label}` : ""}
        </li>
      ))}
    </ul>
  );
}

export function ProfileCard({
  player,
}: {
  player: KycProfile & { status: Parameters<typeof StatusBadge>[0]["status"]; requestedAt: string | null };
}) {
  const rows: [string, string | null][] = [
    ["Account", player.customerId],
    ["First name", player.firstName],
    ["Last name", player.lastName],
    ["Birthday", player.birthday],
    ["Country", player.country],
    ["City", player.city],
    ["Address", player.address],
    ["E-mail", player.email],
    ["Phone", player.phone],
    ["Registered", player.registeredAt ? dateTime(player.registeredAt) : null],
  ];
  return (
    <section className="rounded-2xl bg-surface p-4" data-testid="kyc-profile">
      <h2 className="mb-2 flex items-center gap-2 font-semibold">
        Profile <StatusBadge status={player.status} />
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([k, val]) => (
          <div key={k} className="contents">
            <dt className="text-muted">{k}</dt>
            <dd data-testid={`kyc-profile-${k.toLowerCase().replace(/[^a-z]/g, "")}`}>{val ?? "—"}</dd>
          </div>
        ))}
      </dl>
      {player.requestedAt ? <p className="mt-2 text-xs text-muted">Documents requested {dateTime(player.requestedAt)}</p> : null}
    </section>
  );
}

export function HeldWithdrawals({ rows }: { rows: HeldWithdrawal[] }) {
  if (!rows.length) return null;
  return (
    <section className="rounded-2xl bg-surface p-4" data-testid="kyc-held-withdrawals">
      <h2 className="mb-2 font-semibold">Withdrawals waiting for verification</h2>
      <ul className="flex flex-col gap-1 text-sm">
        {rows.map((w) => (
          <li key={w.id}>
            {(w.amount / 100).toFixed(2)} {w.currency} · {w.method} · {dateTime(w.createdAt)}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-muted">
        Approving the player's identity lets them go on to withdrawal approval. After a FINAL rejection, reject them in the
        withdrawals queue.
      </p>
    </section>
  );
}

export function RequestButton({ playerId }: { playerId: string }) {
  const request = useRequestVerification(playerId);
  const [note, setNote] = useState("");
  return (
    <form
      className="flex flex-col gap-2 rounded-2xl bg-surface p-4"
      onSubmit={(e) => {
        e.preventDefault();
        request.mutate(note.trim() ? { note: note.trim() } : {});
      }}
    >
      <h2 className="font-semibold">Request documents</h2>
      <p className="text-xs text-muted">
        The player's status becomes REQUESTED; they get an e-mail and a notice on their next visit.
      </p>
      <input className="field" placeholder="Internal note (optional)" value={note} onChange={(e) => setNote(e.target.value)} />
      <ErrorNote error={request.error} />
      {request.isSuccess ? <p className="text-sm text-success">Requested.</p> : null}
      <button type="submit" className="btn-secondary" disabled={request.isPending} data-testid="kyc-request">
        Request verification
      </button>
    </form>
  );
}
