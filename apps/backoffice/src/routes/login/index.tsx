import type { OperatorSession, SignInStep } from "@casino/contracts/operators";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { ErrorNote } from "../../components/Page";
import { TextField } from "../../components/TextField";
import { useMe, useSignInCode, useSignInPassword } from "../../hooks/api/session";
import { ApiError } from "../../lib/api";
import { safeNext } from "../../lib/next";

type Step =
  | { at: "password" }
  | { at: "code"; challenge: string }
  | { at: "enrol"; challenge: string; qrCode: string; secret: string; otpauthUri: string }
  | { at: "recovery"; session: OperatorSession & { recoveryCodes: string[] } };

/** Sign-in: e-mail and password, then the authenticator's code; the first time, enrolment and recovery codes. */
export function Component() {
  const me = useMe();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ at: "password" });
  const next = safeNext(params.get("next"));
  const send = useSignInCode();
  const enter = (session: OperatorSession) => {
    send.accept(session);
    navigate(next, { replace: true });
  };

  if (me.data) return <Navigate to={next} replace />;

  return (
    <main className="grid min-h-full place-items-center p-4">
      <div className="card w-[min(94vw,440px)]">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent">{t("frame.brand")}</p>
        {step.at === "password" && (
          <PasswordStep
            onNext={(s) => setStep(s.next === "CODE_REQUIRED" ? { at: "code", challenge: s.challenge } : { at: "enrol", ...s })}
          />
        )}
        {(step.at === "code" || step.at === "enrol") && (
          <CodeStep
            step={step}
            send={send}
            onRestart={() => setStep({ at: "password" })}
            onDone={(s) =>
              s.recoveryCodes ? setStep({ at: "recovery", session: { ...s, recoveryCodes: s.recoveryCodes } }) : enter(s)
            }
          />
        )}
        {step.at === "recovery" && <RecoveryCodes codes={step.session.recoveryCodes} onDone={() => enter(step.session)} />}
      </div>
    </main>
  );
}

function PasswordStep({ onNext }: { onNext: (s: SignInStep) => void }) {
  const signIn = useSignInPassword();
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  return (
    <form
      className="mt-2 flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        signIn.mutate({ email, password }, { onSuccess: onNext });
      }}
    >
      <h1 className="text-2xl font-bold">{t("login.signIn")}</h1>
      <TextField
        id="email"
        label={t("login.email")}
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={setEmail}
      />
      <TextField
        id="password"
        label={t("login.password")}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
      />
      <ErrorNote error={signIn.error} />
      <button type="submit" className="btn-primary" disabled={signIn.isPending}>
        {t("login.continue")}
      </button>
    </form>
  );
}

function CodeStep(props: {
  step: Extract<Step, { at: "code" | "enrol" }>;
  send: ReturnType<typeof useSignInCode>;
  onRestart: () => void;
  onDone: (session: OperatorSession) => void;
}) {
  const { send } = props;
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const [useRecovery, setUseRecovery] = useState(false);
  const { step } = props;
  const expired = send.error instanceof ApiError && send.error.code === "OPERATOR_CHALLENGE_EXPIRED";
  return (
    <form
      className="mt-2 flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const body = useRecovery ? { challenge: step.challenge, recoveryCode: code } : { challenge: step.challenge, code };
        send.mutate(body, { onSuccess: props.onDone });
      }}
    >
      {step.at === "enrol" ? (
        <>
          <h1 className="text-2xl font-bold">{t("login.enrolTitle")}</h1>
          <p className="text-sm text-muted">{t("login.enrolText")}</p>
          <img src={step.qrCode} alt={t("login.qrAlt")} className="mx-auto size-48 rounded-lg bg-white p-2" />
          <div>
            <p className="field-label">{t("login.keyByHand")}</p>
            <code
              data-testid="totp-secret"
              className="block break-all rounded-lg bg-bg px-3 py-2 font-mono text-sm tracking-widest"
            >
              {step.secret}
            </code>
          </div>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold">{useRecovery ? t("login.recoveryTitle") : t("login.codeTitle")}</h1>
          <p className="text-sm text-muted">{useRecovery ? t("login.recoveryText") : t("login.codeText")}</p>
        </>
      )}
      <div>
        <label htmlFor="code" className="field-label">
          {useRecovery ? t("login.recoveryTitle") : t("login.code")}
        </label>
        <input
          id="code"
          className="field font-mono tracking-widest"
          autoComplete="one-time-code"
          inputMode={useRecovery ? "text" : "numeric"}
          pattern={useRecovery ? undefined : "\\d{6}"}
          maxLength={useRecovery ? 40 : 6}
          required
          value={code}
          onChange={(e) => setCode(e.target.value.trim())}
        />
      </div>
      <ErrorNote error={send.error} />
      <button type="submit" className="btn-primary" disabled={send.isPending}>
        {t("login.signIn")}
      </button>
      <div className="flex justify-between text-sm">
        {step.at === "code" && (
          <button type="button" className="text-accent underline" onClick={() => setUseRecovery((v) => !v)}>
            {useRecovery ? t("login.useApp") : t("login.useRecovery")}
          </button>
        )}
        {(expired || step.at === "code") && (
          <button type="button" className="text-muted underline" onClick={props.onRestart}>
            {t("login.startAgain")}
          </button>
        )}
      </div>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  const { t } = useTranslation();
  return (
    <div className="mt-2 flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t("login.codesTitle")}</h1>
      <p className="text-sm text-muted">{t("login.codesText")}</p>
      <ol data-testid="recovery-codes" className="grid grid-cols-2 gap-2 rounded-lg bg-bg p-4 font-mono text-sm">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
        {t("login.saved")}
      </label>
      <button type="button" className="btn-primary" disabled={!saved} onClick={onDone}>
        {t("login.continue")}
      </button>
    </div>
  );
}
