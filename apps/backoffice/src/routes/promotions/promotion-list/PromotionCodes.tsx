import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorNote } from "../../../components/Page";
import { type OperatorPromotion, useAddPromoCode } from "../../../hooks/api/promotions";

type Use = "shared" | "single" | "limited";

/** A promotion's promo codes with how often each was used; a new one: shared, single-use or limited to a number of uses. */
export function PromotionCodes({ promotion, canWrite }: { promotion: OperatorPromotion; canWrite: boolean }) {
  const { t } = useTranslation();
  const add = useAddPromoCode(promotion.id);
  const [code, setCode] = useState("");
  const [use, setUse] = useState<Use>("shared");
  const [limit, setLimit] = useState("100");
  const maxUses = use === "shared" ? null : use === "single" ? 1 : Number(limit);
  const valid = /^[A-Za-z0-9_-]{3,40}$/.test(code.trim()) && (maxUses === null || (Number.isInteger(maxUses) && maxUses >= 1));

  return (
    <div className="flex flex-col gap-4 text-sm">
      {promotion.trigger !== "promo_code" && promotion.trigger !== "registration" && (
        <p className="rounded-lg bg-surface-2 px-3 py-2 text-xs text-muted">{t("promotions.codesTriggerHint")}</p>
      )}
      <table className="w-full text-left" aria-label={t("promotions.codes")}>
        <thead className="text-xs uppercase text-muted">
          <tr>
            <th className="py-1">{t("promotions.code")}</th>
            <th className="py-1">{t("promotions.codeKind")}</th>
            <th className="py-1 text-right">{t("promotions.uses")}</th>
            <th className="py-1">{t("promotions.codeState")}</th>
          </tr>
        </thead>
        <tbody>
          {promotion.codes.map((c) => (
            <tr key={c.code} className="border-t border-surface-2" data-testid="promo-code-row">
              <td className="py-1 font-mono">{c.code}</td>
              <td className="py-1">
                {c.maxUses === null
                  ? t("promotions.shared")
                  : c.maxUses === 1
                    ? t("promotions.singleUse")
                    : t("promotions.limitedTo", { count: c.maxUses })}
              </td>
              <td className="py-1 text-right tabular-nums">{c.maxUses === null ? c.uses : `${c.uses} / ${c.maxUses}`}</td>
              <td className="py-1">{c.active ? t("promotions.codeActive") : t("promotions.codeInactive")}</td>
            </tr>
          ))}
          {promotion.codes.length === 0 && (
            <tr>
              <td colSpan={4} className="py-4 text-center text-muted">
                {t("promotions.noCodes")}
              </td>
            </tr>
          )}
        </tbody>
      </table>

      {canWrite && (
        <form
          className="flex flex-col gap-3 rounded-lg border border-surface-2 p-4"
          aria-label={t("promotions.newCode")}
          onSubmit={(e) => {
            e.preventDefault();
            if (!valid) return;
            add.mutate({ code: code.trim(), maxUses }, { onSuccess: () => setCode("") });
          }}
        >
          <h3 className="font-semibold">{t("promotions.newCode")}</h3>
          <div>
            <label htmlFor="promo-code" className="field-label">
              {t("promotions.code")}
            </label>
            <input
              id="promo-code"
              className="field font-mono"
              maxLength={40}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              data-testid="promo-code"
            />
            <p className="mt-1 text-xs text-muted">{t("promotions.codeHint")}</p>
          </div>
          <fieldset className="flex flex-col gap-1">
            <legend className="field-label">{t("promotions.codeKind")}</legend>
            {(["shared", "single", "limited"] as const).map((u) => (
              <label key={u} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="promo-code-use"
                  checked={use === u}
                  onChange={() => setUse(u)}
                  data-testid={`promo-code-${u}`}
                />
                {t(`promotions.use_${u}`)}
              </label>
            ))}
          </fieldset>
          {use === "limited" && (
            <div>
              <label htmlFor="promo-code-limit" className="field-label">
                {t("promotions.maxUses")}
              </label>
              <input
                id="promo-code-limit"
                className="field"
                inputMode="numeric"
                value={limit}
                onChange={(e) => setLimit(e.target.value)}
              />
            </div>
          )}
          <ErrorNote error={add.error} />
          <button
            type="submit"
            className="btn-primary self-start"
            disabled={!valid || add.isPending}
            data-testid="promo-code-add"
          >
            {t("promotions.addCode")}
          </button>
        </form>
      )}
    </div>
  );
}
