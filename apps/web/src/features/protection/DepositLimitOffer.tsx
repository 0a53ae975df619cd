import "../../i18n/account-texts";
import type { SelfLimits, SelfLimitsBody } from "@casino/contracts/protection";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLang } from "../../routes/useRoute";
import { PageSkeleton } from "../../shell/PageSkeleton";
import { LIMITS_KEY, protectionApi } from "./api";
import { protectionErrorMessage } from "./errors";
import { PERIODS, parseLimit } from "./rules";

/**
 * Before the first deposit (UKGC, MGA): the player is offered a deposit
 * limit. Setting one is the choice already selected; going on without one is
 * a choice the player makes, and it is recorded. Shown until answered.
 */
export function DepositLimitOffer({ limits }: { limits: SelfLimits }) {
  const { t } = useTranslation();
  const lang = useLang();
  const qc = useQueryClient();
  const [choice, setChoice] = useState<"set" | "decline">("set");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const answer = useMutation({
    mutationFn: (body: SelfLimitsBody) => protectionApi.setLimits(body),
    onSuccess: (d) => qc.setQueryData(LIMITS_KEY, d),
    onError: (e) => setError(protectionErrorMessage(e)),
  });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    if (choice === "decline") return answer.mutate({ depositLimitOffer: "DECLINED" });
    const deposit: NonNullable<SelfLimitsBody["deposit"]> = {};
    for (const p of PERIODS) {
      const v = parseLimit(fields[p] ?? "", limits.currency, lang);
      if (v === undefined) return setError(t("protection.errors.amount", { field: t(`protection.limit.deposit.${p}`) }));
      if (v !== null) deposit[p] = v;
    }
    if (Object.keys(deposit).length === 0) return setError(t("protection.offer.need_one"));
    answer.mutate({ deposit });
  }

  return (
    <form className="space-y-4 rounded-2xl bg-white/5 p-4 sm:p-6" onSubmit={submit} data-testid="deposit-limit-offer">
      <h2 className="text-lg font-semibold">{t("protection.offer.title")}</h2>
      <p className="text-sm text-muted">{t("protection.offer.text")}</p>
      <fieldset className="space-y-3">
        <legend className="sr-only">{t("protection.offer.title")}</legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="deposit-limit-offer"
            checked={choice === "set"}
            onChange={() => setChoice("set")}
            data-testid="offer-set"
          />
          <span>{t("protection.offer.set")}</span>
        </label>
        {choice === "set" ? (
          <div className="grid gap-3 sm:grid-cols-3">
            {PERIODS.map((p) => (
              <label className="block" key={p}>
                <span className="mb-1 block text-sm">{t(`protection.period.${p}`)}</span>
                <input
                  className="field"
                  inputMode="decimal"
                  value={fields[p] ?? ""}
                  placeholder={t("protection.no_limit")}
                  onChange={(e) => setFields({ ...fields, [p]: e.target.value })}
                  data-testid={`offer-${p}`}
                />
              </label>
            ))}
          </div>
        ) : null}
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="deposit-limit-offer"
            checked={choice === "decline"}
            onChange={() => setChoice("decline")}
            data-testid="offer-decline"
          />
          <span>{t("protection.offer.decline")}</span>
        </label>
      </fieldset>
      {error ? (
        <p className="text-danger" role="alert" data-testid="offer-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn-primary" disabled={answer.isPending} data-testid="offer-submit">
        {t(choice === "set" ? "protection.offer.save" : "protection.offer.continue")}
      </button>
    </form>
  );
}

/** The deposit page: the limit offer first while it is open, then the cashier (a failed read does not block it). */
export function DepositLimitGate({ children }: { children: ReactNode }) {
  const { data, isPending } = useQuery({ queryKey: LIMITS_KEY, queryFn: protectionApi.limits });
  if (isPending) return <PageSkeleton />;
  if (data?.depositLimitOffer) return <DepositLimitOffer limits={data} />;
  return <>{children}</>;
}
