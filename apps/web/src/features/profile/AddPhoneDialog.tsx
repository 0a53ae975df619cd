import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../api/client";
import type { DialogProps } from "../../shell/dialogs";
import { toast } from "../../shell/toast";
import { DialogFrame, Field, FormError } from "../../shell/ui";
import { CodeEntry } from "../access/CodeEntry";
import { captcha } from "../access/captcha";
import { defaultAlpha2, useRegistrationSettings } from "../access/countries";
import { genericMessage, statusOf } from "../access/errors";
import type { PhoneValue } from "../access/identifier";
import { PhoneField } from "../access/PhoneField";
import { phoneE164, phoneError } from "../access/phone";
import { DETAILS_KEY } from "./useDetails";

type Step = { kind: "number" } | { kind: "code"; token: string; ttl: number; sentAt: number } | { kind: "thanks" };

/** Add-phone (accounts spec §2, §4 "Phone verification", §8): number, code with a 120 s countdown, thanks. */
export default function AddPhoneDialog({ close }: DialogProps) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const settings = useRegistrationSettings();
  const [phone, setPhone] = useState<PhoneValue>({ alpha2: defaultAlpha2(settings), national: "" });
  const [step, setStep] = useState<Step>({ kind: "number" });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => captcha.prepare(), []);

  const sendError = (err: unknown) => {
    const s = statusOf(err);
    if (s === 400) return t("auth.profile.phone_occupied");
    if (s === 500) return t("auth.profile.try_later");
    if (s === 503) return t("error.email_popup.rate.title");
    return genericMessage(err);
  };

  const send = async (resend = false) => {
    setBusy(true);
    setError(null);
    try {
      const recaptchaToken = await captcha.take();
      const body = resend ? { recaptchaToken, phoneNumber: phoneE164(phone) } : { phoneNumber: phoneE164(phone), recaptchaToken };
      const a = await api<{ data?: { token?: string; ttl?: number }; token?: string; ttl?: number }>(
        "/account/v1/details/phone-number",
        {
          method: "POST",
          body,
        },
      );
      const token = a?.data?.token ?? a?.token;
      if (!token) throw new Error("no token");
      setStep({ kind: "code", token, ttl: a?.data?.ttl ?? a?.ttl ?? settings.phoneSeconds, sentAt: Date.now() });
      if (resend) toast.success(t("auth.code.resent"));
    } catch (err) {
      setError(resend ? t("auth.code.send_failed") : sendError(err));
      captcha.prepare();
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (code: string) => {
    if (step.kind !== "code") return;
    setBusy(true);
    setError(null);
    try {
      await api(`/account/v1/details/phone-number/validate/${encodeURIComponent(step.token)}/${encodeURIComponent(code)}`);
      await qc.invalidateQueries({ queryKey: DETAILS_KEY });
      toast.success(t("auth.profile.phone_added"));
      setStep({ kind: "thanks" });
    } catch (err) {
      const s = statusOf(err);
      setError(
        s === 400
          ? t("auth.code.invalid")
          : s === 423
            ? t("auth.code.timed_out")
            : s === 503
              ? t("error.email_popup.rate.title")
              : genericMessage(err),
      );
    } finally {
      setBusy(false);
    }
  };

  if (step.kind === "thanks") {
    return (
      <DialogFrame title={t("auth.profile.phone_thanks_title")} onClose={close} testId="add-phone-thanks">
        <p className="mb-5 text-muted">{t("auth.profile.phone_thanks_text", { phone: phoneE164(phone) })}</p>
        <button type="button" className="btn-primary w-full" onClick={close} data-testid="add-phone-done">
          {t("app.ok")}
        </button>
      </DialogFrame>
    );
  }
  if (step.kind === "code") {
    return (
      <DialogFrame title={t("auth.profile.add_phone")} onClose={close} testId="add-phone-code-step">
        <CodeEntry
          seconds={step.ttl}
          startedAt={step.sentAt}
          busy={busy}
          error={error}
          hint={t("auth.registration.phone_code_text", { phone: phoneE164(phone) })}
          onConfirm={(c) => void confirm(c)}
          onResend={() => void send(true)}
          onCancel={close}
        />
      </DialogFrame>
    );
  }
  const invalid = !!phoneError(phone, settings.bounds);
  return (
    <DialogFrame title={t("auth.profile.add_phone")} onClose={close} testId="add-phone-dialog">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!invalid) void send();
        }}
      >
        <Field label={t("auth.phone.label")} htmlFor="add-phone">
          <PhoneField id="add-phone" value={phone} onChange={setPhone} autoFocus />
        </Field>
        <FormError message={error} />
        <button type="submit" className="btn-primary w-full" disabled={busy || invalid} data-testid="add-phone-send">
          {busy ? t("app.loading") : t("app.continue")}
        </button>
        <button type="button" className="btn-ghost mt-2 w-full justify-center" onClick={close}>
          {t("app.cancel")}
        </button>
      </form>
    </DialogFrame>
  );
}
