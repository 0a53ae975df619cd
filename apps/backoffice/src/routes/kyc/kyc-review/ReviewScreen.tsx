import { holderMismatches, REJECTION_LABELS } from "@casino/contracts/kyc";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { ErrorNote, Page } from "../../../components/Page";
import { type DocumentReview, type OperatorDocument, useApprove, useDocumentReview, useReject } from "../../../hooks/api/kyc";
import { dateTime } from "../../../lib/format";
import { LABEL_TEXT, TYPE_LABEL } from "../labels";
import { FileViewer } from "./FileViewer";
import { DocumentList, HeldWithdrawals, ProfileCard, RequestButton } from "./PlayerScreen";

/** One document to review: its files beside the player's profile, then approve or reject. */
export function ReviewScreen() {
  const { id = "" } = useParams();
  const review = useDocumentReview(id);
  const d = review.data;
  return (
    <Page
      title={d ? `${TYPE_LABEL[d.document.type] ?? d.document.type} of ${d.player.customerId ?? "player"}` : "Document"}
      description={
        d ? `Sent ${dateTime(d.document.createdAt)}${d.document.comment ? ` · “${d.document.comment}”` : ""}` : undefined
      }
      actions={
        <Link className="btn-secondary" to="../..">
          Back to the queue
        </Link>
      }
    >
      <ErrorNote error={review.error} />
      {d ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex flex-col gap-4">
            <FileViewer files={d.document.files} />
            <History docs={d.history} />
          </div>
          <div className="flex flex-col gap-4">
            <ProfileCard player={d.player} />
            {d.document.review.status === "IN_REVIEW" ? <Decision review={d} /> : <Decided doc={d.document} />}
            <HeldWithdrawals rows={d.heldWithdrawals} />
            {d.player.status !== "VERIFIED" ? <RequestButton playerId={d.player.id} /> : null}
          </div>
        </div>
      ) : null}
    </Page>
  );
}

function Decided({ doc }: { doc: OperatorDocument }) {
  const r = doc.review;
  return (
    <div className="rounded-2xl bg-surface p-4 text-sm" data-testid="kyc-decided">
      <p className="font-semibold">
        {r.status === "APPROVED" ? "Approved" : `Rejected (${r.kind})`} by {r.reviewedBy} · {dateTime(r.reviewedAt)}
      </p>
      {r.label ? <p>Label: {LABEL_TEXT[r.label] ?? r.label}</p> : null}
      {r.comment ? <p>To the player: {r.comment}</p> : null}
      {r.internalNote ? <p className="text-muted">Internal: {r.internalNote}</p> : null}
      {r.holderName ? (
        <p>
          On the document: {r.holderName}, born {r.holderBirthday}
          {r.expiresOn ? `, valid until ${r.expiresOn}` : ""}
        </p>
      ) : null}
    </div>
  );
}

function Decision({ review }: { review: DocumentReview }) {
  const id = review.document.id;
  const approve = useApprove(id);
  const reject = useReject(id);
  const [holderName, setHolderName] = useState("");
  const [holderBirthday, setHolderBirthday] = useState("");
  const [expiresOn, setExpiresOn] = useState("");
  const [note, setNote] = useState("");
  const [rejectNote, setRejectNote] = useState("");
  const [kind, setKind] = useState<"RETRY" | "FINAL">("RETRY");
  const [label, setLabel] = useState<string>("UNREADABLE");
  const [comment, setComment] = useState("");
  const p = review.player;
  const differ =
    holderName && holderBirthday
      ? holderMismatches(
          { FIRSTNAME: p.firstName ?? undefined, LASTNAME: p.lastName ?? undefined, BIRTHDAY: p.birthday ?? undefined },
          { name: holderName, birthday: holderBirthday },
        )
      : [];
  return (
    <div className="flex flex-col gap-4">
      <form
        className="flex flex-col gap-3 rounded-2xl bg-surface p-4"
        aria-label="Approve"
        onSubmit={(e) => {
          e.preventDefault();
          approve.mutate({
            holderName,
            holderBirthday,
            ...(expiresOn ? { expiresOn } : {}),
            ...(note.trim() ? { internalNote: note.trim() } : {}),
          });
        }}
      >
        <h2 className="font-semibold">Approve: as read on the document</h2>
        <label className="text-sm">
          <span className="field-label">Full name</span>
          <input
            className="field"
            value={holderName}
            onChange={(e) => setHolderName(e.target.value)}
            data-testid="kyc-holder-name"
            required
          />
        </label>
        <label className="text-sm">
          <span className="field-label">Birthday</span>
          <input
            className="field"
            type="date"
            value={holderBirthday}
            onChange={(e) => setHolderBirthday(e.target.value)}
            data-testid="kyc-holder-birthday"
            required
          />
        </label>
        <label className="text-sm">
          <span className="field-label">Valid until (optional)</span>
          <input
            className="field"
            type="date"
            value={expiresOn}
            onChange={(e) => setExpiresOn(e.target.value)}
            data-testid="kyc-expires"
          />
        </label>
        <label className="text-sm">
          <span className="field-label">Internal note (optional)</span>
          <input className="field" value={note} onChange={(e) => setNote(e.target.value)} data-testid="kyc-approve-note" />
        </label>
        {differ.length ? (
          <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger" data-testid="kyc-mismatch">
            Does not match the profile: {differ.join(" and ")}. Reject with “Name or birthday mismatch”, or check again.
          </p>
        ) : holderName && holderBirthday ? (
          <p className="text-sm text-success" data-testid="kyc-match">
            Name and birthday match the profile.
          </p>
        ) : null}
        <ErrorNote error={approve.error} />
        <button type="submit" className="btn-primary" disabled={approve.isPending || differ.length > 0} data-testid="kyc-approve">
          Approve
        </button>
      </form>

      <form
        className="flex flex-col gap-3 rounded-2xl bg-surface p-4"
        aria-label="Reject"
        onSubmit={(e) => {
          e.preventDefault();
          reject.mutate({
            kind,
            label,
            comment: comment.trim(),
            ...(rejectNote.trim() ? { internalNote: rejectNote.trim() } : {}),
          });
        }}
      >
        <h2 className="font-semibold">Reject</h2>
        <fieldset className="flex gap-4 text-sm">
          <legend className="field-label">The player</legend>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="kind"
              checked={kind === "RETRY"}
              onChange={() => setKind("RETRY")}
              data-testid="kyc-kind-retry"
            />
            may send it again (RETRY)
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="kind"
              checked={kind === "FINAL"}
              onChange={() => setKind("FINAL")}
              data-testid="kyc-kind-final"
            />
            is refused (FINAL)
          </label>
        </fieldset>
        <label className="text-sm">
          <span className="field-label">Reason</span>
          <select className="field" value={label} onChange={(e) => setLabel(e.target.value)} data-testid="kyc-label">
            {REJECTION_LABELS.map((l) => (
              <option key={l} value={l}>
                {LABEL_TEXT[l]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="field-label">Message to the player</span>
          <textarea
            className="field"
            rows={2}
            maxLength={500}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            data-testid="kyc-player-comment"
            required
          />
        </label>
        <label className="text-sm">
          <span className="field-label">Internal note (operators only, optional)</span>
          <input
            className="field"
            value={rejectNote}
            onChange={(e) => setRejectNote(e.target.value)}
            data-testid="kyc-reject-note"
          />
        </label>
        <ErrorNote error={reject.error} />
        <button type="submit" className="btn-danger" disabled={reject.isPending || !comment.trim()} data-testid="kyc-reject">
          Reject
        </button>
      </form>
    </div>
  );
}

function History({ docs }: { docs: OperatorDocument[] }) {
  if (!docs.length) return null;
  return (
    <section className="rounded-2xl bg-surface p-4">
      <h2 className="mb-2 font-semibold">The player's other documents</h2>
      <DocumentList docs={docs} />
    </section>
  );
}
