import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { type DialogProps, dialogs } from "../../shell/dialogs";
import { DialogFrame } from "../../shell/ui";
import { ddmmyyyy, errorField, genericMessage } from "./errors";

/**
 * Lock or self-exclusion (spec §2, §8): SE uses error.code.login.SE.{CODE}.*
 * with the end date; LOCKED and others error.code.login.{TYPE}.*. Opened from a login, SE offers
 * "Withdraw my balance" (`withdraw`: the withdrawal-only login with the typed credentials). Opened when the player
 * has just excluded themselves with money on the account (`withdrawAfterLogin`), the same button asks for their
 * credentials first: the login form's withdrawal-only login.
 */
export default function BlockedDialog({
  close,
  done,
  type,
  code,
  expires,
  resend,
  withdraw,
  withdrawAfterLogin,
  identifier,
}: DialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useLang();
  const T = String(type ?? "LOCKED");
  const date = ddmmyyyy(expires);
  const base = T === "SE" && code ? `error.code.login.SE.${String(code)}` : `error.code.login.${T}`;
  const title = t([`${base}.title`, `error.code.login.${T}.title`, "error.code.login.LOCKED.title"]);
  // A self-exclusion for good has no end date.
  const keys = [`${base}.message`, `error.code.login.${T}.message`, "error.code.login.LOCKED.message"];
  const message = t(T === "SE" && !date ? [`${base}.message_forever`, ...keys] : keys, { date });
  return (
    <DialogFrame title={title} onClose={close} testId="login-blocked-dialog">
      <p className="mb-5 text-muted" data-testid="login-blocked-message">
        {message}
      </p>
      {T === "NOT_CONFIRMED" && typeof resend === "function" ? (
        <DialogAction
          testId="confirmation-resend"
          errorTestId="confirmation-resend-error"
          label={t("error.code.login.NOT_CONFIRMED.resend")}
          run={async () => {
            const sent = await (resend as () => Promise<{ token: string; ttl: number; method: "email" | "phone" }>)();
            // Back to the registration's own step: the new link's e-mail, or the new code's entry.
            dialogs.open("registration", {
              resumeEmail: sent.method === "email" ? identifier : undefined,
              resumeStep:
                sent.method === "email"
                  ? { kind: "checkEmail", token: sent.token }
                  : { kind: "code", token: sent.token, sentAt: Date.now(), ttl: sent.ttl },
            });
          }}
          failure={genericMessage}
        />
      ) : null}
      {T === "SE" && (typeof withdraw === "function" || withdrawAfterLogin === true) ? (
        <DialogAction
          testId="withdraw-balance"
          errorTestId="withdraw-login-error"
          label={t("error.code.login.SE.withdraw")}
          run={async () => {
            // No credentials typed yet: the login form takes them, then opens the withdrawal-only session.
            if (typeof withdraw !== "function") return dialogs.open("login", { withdrawal: true });
            await (withdraw as () => Promise<void>)();
            // The withdrawal-only session shows the withdrawal page alone, wherever the player is.
            done();
            navigate(pathTo("home", lang), { replace: true });
          }}
          failure={(err) =>
            errorField(err, "code") === "NOT_SELF_EXCLUDED" ? t("error.code.login.SE.withdraw_not_needed") : genericMessage(err)
          }
        />
      ) : null}
      <div className="flex gap-2">
        <Link
          to={`${pathTo("chat", lang)}?tab=contact-form`}
          className="btn-secondary flex-1 text-center"
          onClick={close}
          data-testid="contact-support"
        >
          {t("auth.login.contact_support")}
        </Link>
        <button type="button" className="btn-primary flex-1" onClick={close}>
          {t("app.ok")}
        </button>
      </div>
    </DialogFrame>
  );
}

/** The dialog's own action (send the link again, withdraw the balance): busy while it runs, its failure above it. */
function DialogAction(props: {
  testId: string;
  errorTestId: string;
  label: string;
  run: () => Promise<void>;
  failure: (err: unknown) => string;
}) {
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <>
      {failed ? (
        <p className="mb-3 text-danger" role="alert" data-testid={props.errorTestId}>
          {failed}
        </p>
      ) : null}
      <button
        type="button"
        className="btn-primary mb-2 w-full"
        disabled={sending}
        data-testid={props.testId}
        onClick={async () => {
          setSending(true);
          setFailed(null);
          try {
            await props.run();
          } catch (err) {
            setFailed(props.failure(err));
          } finally {
            setSending(false);
          }
        }}
      >
        {props.label}
      </button>
    </>
  );
}
