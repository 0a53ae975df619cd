import "../../i18n/account-texts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/client";
import { useIsWithdrawalOnly, useSession } from "../../session/store";
import { captcha } from "../access/captcha";
import { sendSupportMessage } from "./api";
import { ACCEPT, checkFiles } from "./files";

/**
 * The contact form (accounts spec §3, §5): e-mail, name, subject, plain-text message and up to 5 files. A
 * withdrawal-only session sends a text message from the account's e-mail and name (what the server keeps): no files,
 * and the account's e-mail and name are shown, not edited.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const session = useSession((s) => s.session);
  const withdrawalOnly = useIsWithdrawalOnly();
  const accountEmail = String(session?.details?.CONTACT_EMAIL ?? session?.customer?.email ?? "");
  const [email, setEmail] = useState(accountEmail);
  const accountName = String(session?.details?.FIRSTNAME ?? "");
  const [firstName, setFirstName] = useState(accountName);
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<number | null>(null);

  if (!session) captcha.prepare();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const attached = withdrawalOnly ? [] : files;
    const problem = checkFiles(attached);
    if (problem) return setError(t(`support.file_${problem}`));
    setError(null);
    setSending(true);
    try {
      const r = await sendSupportMessage(
        {
          userEmail: email.trim() || undefined,
          firstName: firstName.trim() || undefined,
          title: title.trim(),
          description,
          customerId: session?.customer?.customerId as string | undefined,
          recaptchaToken: session ? undefined : await captcha.take(),
        },
        attached,
      );
      setSent(r.number);
    } catch (err) {
      const code = err instanceof ApiError ? err.code : "";
      const known: Record<string, string> = {
        FILE_TOO_LARGE: "support.file_too_large",
        FILE_TYPE_NOT_ALLOWED: "support.file_type",
        TOO_MANY_FILES: "support.file_too_many",
        SUPPORT_EMAIL_REQUIRED: "support.email_required",
        SUPPORT_TOO_MANY_MESSAGES: "support.too_many",
        RATE_LIMITED: "support.too_many",
        VALIDATION_ERROR: "support.invalid",
      };
      setError(t(known[code] ?? "support.failed"));
    } finally {
      setSending(false);
    }
  };

  if (sent !== null)
    return (
      <div className="rounded-xl bg-success/15 p-6" role="status" data-testid="support-sent">
        <p className="font-bold">{t("support.sent_title")}</p>
        <p className="mt-2">{t("support.sent_text", { number: sent })}</p>
      </div>
    );

  return (
    <form onSubmit={submit} className="grid max-w-xl gap-4" data-testid="contact-form" noValidate>
      <label className="grid gap-1">
        <span className="text-sm">{t("support.email")}</span>
        <input
          className="field"
          type="email"
          name="userEmail"
          required
          readOnly={withdrawalOnly && accountEmail !== ""}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </label>
      <label className="grid gap-1">
        <span className="text-sm">{t("support.first_name")}</span>
        <input
          className="field"
          name="firstName"
          readOnly={withdrawalOnly && accountName !== ""}
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
        />
      </label>
      <label className="grid gap-1">
        <span className="text-sm">{t("support.subject")}</span>
        <input className="field" name="title" required maxLength={200} value={title} onChange={(e) => setTitle(e.target.value)} />
      </label>
      <label className="grid gap-1">
        <span className="text-sm">{t("support.message")}</span>
        <textarea
          className="field min-h-32"
          name="description"
          required
          maxLength={5000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </label>
      {withdrawalOnly ? null : (
        <label className="grid gap-1">
          <span className="text-sm">{t("support.files")}</span>
          <input
            type="file"
            name="files"
            multiple
            accept={ACCEPT}
            onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
            data-testid="support-files"
          />
          <span className="text-xs text-muted">{t("support.files_hint")}</span>
        </label>
      )}
      {error && (
        <p className="text-sm text-danger" role="alert" data-testid="support-error">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="btn-primary"
        disabled={sending || !title.trim() || !description.trim()}
        data-testid="support-send"
      >
        {sending ? t("support.sending") : t("support.send")}
      </button>
    </form>
  );
}
