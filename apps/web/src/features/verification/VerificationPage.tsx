import "../../i18n/account-texts";
import type { PlayerDocument, VerificationStatus } from "@casino/contracts/kyc";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { PageSkeleton } from "../../shell/PageSkeleton";
import { usePageMeta } from "../../shell/usePageMeta";
import { DocumentForm } from "./DocumentForm";
import { useDocuments, useVerificationStatus } from "./useVerification";

const STATUS_STYLE: Record<VerificationStatus, string> = {
  VERIFIED: "bg-success/20 text-success",
  IN_PROGRESS: "bg-warning/20 text-warning",
  REQUESTED: "bg-danger/20 text-danger",
  NOT_VERIFIED: "bg-white/10 text-muted",
};

/** The verification page (games spec §2–§5): status, documents with their review, and a new document. */
export default function VerificationPage() {
  const { t } = useTranslation();
  const lang = useLang();
  usePageMeta(t("pages.verification_title"));
  const status = useVerificationStatus({ poll: true });
  const documents = useDocuments();
  if (status.isPending) return <PageSkeleton />;
  const value: VerificationStatus = status.data?.value ?? "NOT_VERIFIED";
  const canSubmit = status.data?.canSubmit !== false;
  return (
    <section className="mx-auto max-w-3xl space-y-4 py-6" data-testid="verification-page">
      <h1 className="text-2xl font-bold">{t("pages.verification_title")}</h1>
      <div className="rounded-2xl bg-surface p-4">
        <p className="text-sm text-muted">{t("verification.status.label")}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2">
          <span
            className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLE[value]}`}
            data-testid="verification-status"
            data-status={value}
          >
            {t(`verification.status.${value}`)}
          </span>
        </p>
        <p className="mt-2 text-sm">{t(`verification.status_text.${value}`)}</p>
      </div>
      {canSubmit && value !== "VERIFIED" ? <DocumentForm /> : null}
      {!canSubmit ? (
        <div className="rounded-2xl bg-danger/10 p-4 text-sm" data-testid="verification-refused">
          <p>{t("verification.refused")}</p>
          <Link className="mt-2 inline-block text-accent underline" to={`${pathTo("chat", lang)}?tab=contact-form`}>
            {t("verification.contact_support")}
          </Link>
        </div>
      ) : null}
      <DocumentList documents={documents.data ?? []} />
    </section>
  );
}

function reviewState(d: PlayerDocument) {
  if (d.status !== "REJECTED") return d.status;
  return d.review?.kind === "FINAL" ? "REJECTED_FINAL" : "REJECTED_RETRY";
}

function DocumentList({ documents }: { documents: PlayerDocument[] }) {
  const { t, i18n } = useTranslation();
  if (!documents.length) return null;
  return (
    <section data-testid="verification-documents">
      <h2 className="mb-2 text-lg font-semibold">{t("verification.documents.title")}</h2>
      <ul className="space-y-2">
        {documents.map((d) => {
          const state = reviewState(d);
          return (
            <li key={d.id} className="rounded-xl bg-white/5 p-3" data-testid="verification-document" data-state={state}>
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{t(`verification.types.${d.type}`, { defaultValue: d.type })}</span>
                <span className="truncate text-sm text-muted">{d.name}</span>
                <span
                  className={`ml-auto rounded-full px-2 py-0.5 text-xs ${
                    state === "APPROVED"
                      ? "bg-success/20 text-success"
                      : state === "IN_REVIEW"
                        ? "bg-white/10"
                        : "bg-danger/20 text-danger"
                  }`}
                  data-testid="verification-document-state"
                >
                  {t(`verification.documents.state.${state}`)}
                </span>
              </div>
              <p className="mt-1 text-xs text-muted">
                {t("verification.documents.sent", {
                  date: new Date(d.createdAt).toLocaleString(i18n.language),
                  count: d.files.length,
                })}
                {d.expiresOn ? ` · ${t("verification.documents.expires", { date: d.expiresOn })}` : ""}
              </p>
              {d.review && d.status === "REJECTED" ? (
                <div className="mt-2 rounded-lg bg-danger/10 p-2 text-sm" data-testid="verification-review">
                  {d.review.label ? (
                    <p className="font-medium">{t(`verification.labels.${d.review.label}`, { defaultValue: d.review.label })}</p>
                  ) : null}
                  {d.review.comment ? <p data-testid="verification-review-comment">{d.review.comment}</p> : null}
                  {d.review.kind === "RETRY" ? (
                    <p className="mt-1 text-xs text-muted">{t("verification.documents.retry_hint")}</p>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
