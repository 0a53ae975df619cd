import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorNote, Page } from "../../../components/Page";
import { useLadder, useSaveLadder } from "../../../hooks/api/loyalty";
import { useAllPromotions } from "../../../hooks/api/promotions";
import { useCan } from "../../../hooks/api/session";
import { ApiError } from "../../../lib/api";
import { emptyLevel, type FieldErrors, formOf, type LevelForm, toInput } from "../ladder-form";

/**
 * The lucky club's ladder: each level's name per language, the real money to
 * wager per currency, its cashback boost and its level-up bonus (a
 * no-deposit promotion). Saved whole, with a reason (audited); read-only
 * without promotions.write.
 */
export function Component() {
  const { t } = useTranslation();
  const can = useCan();
  const writable = can("promotions.write");
  const ladder = useLadder();
  const promotions = useAllPromotions(writable);
  const save = useSaveLadder();
  const [levels, setLevels] = useState<LevelForm[] | null>(null);
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (ladder.data && levels === null) setLevels(formOf(ladder.data));
  }, [ladder.data, levels]);

  const bonuses = (promotions.data ?? []).filter((p) => p.kind === "no_deposit");
  const rows = levels ?? [];
  const set = (i: number, k: keyof LevelForm, v: string) => {
    setSaved(false);
    setLevels(rows.map((l, j) => (j === i ? { ...l, [k]: v } : l)));
  };
  const err = (i: number, k: string) => errors[`levels.${i}.${k}`];

  const submit = () => {
    const { levels: body, errors: found } = toInput(rows);
    if (reason.trim().length < 3) found.reason = t("loyalty.reasonRequired");
    setErrors(found);
    setGeneral(null);
    if (Object.keys(found).length) return;
    save.mutate(
      { levels: body, reason: reason.trim() },
      {
        onSuccess: (r) => {
          setLevels(formOf(r.levels));
          setReason("");
          setSaved(true);
        },
        onError: (e) => {
          if (e instanceof ApiError && e.status === 400 && typeof e.body.field === "string") {
            setErrors({ [e.body.field]: e.message });
          } else setGeneral(e.message);
        },
      },
    );
  };

  return (
    <Page title={t("loyalty.title")} description={t("loyalty.description")}>
      <ErrorNote error={ladder.error} />
      {general && <ErrorNote error={general} />}
      <form
        className="flex flex-col gap-4"
        aria-label={t("loyalty.title")}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {rows.length === 0 && !ladder.isFetching && <p className="text-sm text-muted">{t("loyalty.empty")}</p>}
        <ol className="flex flex-col gap-3">
          {rows.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a level is its place on the ladder
            <li key={i} className="rounded-xl border border-surface-2 p-4" data-testid={`ladder-level-${i + 1}`}>
              <div className="mb-3 flex items-center justify-between">
                <h2 className="font-semibold">{t("loyalty.level", { level: i + 1 })}</h2>
                {writable && (
                  <button
                    type="button"
                    className="btn-ghost text-sm"
                    onClick={() => setLevels(rows.filter((_, j) => j !== i))}
                    data-testid={`ladder-remove-${i + 1}`}
                  >
                    {t("loyalty.remove")}
                  </button>
                )}
              </div>
              <div className="grid gap-3 md:grid-cols-2">
                <div>
                  <label className="field-label" htmlFor={`ladder-names-${i}`}>
                    {t("loyalty.names")}
                  </label>
                  <textarea
                    id={`ladder-names-${i}`}
                    className="field font-mono"
                    rows={3}
                    disabled={!writable}
                    value={l.names}
                    onChange={(e) => set(i, "names", e.target.value)}
                  />
                  <p className="mt-1 text-xs text-muted">{t("loyalty.namesHint")}</p>
                  {err(i, "names") && <p className="field-error">{err(i, "names")}</p>}
                </div>
                <div>
                  <label className="field-label" htmlFor={`ladder-thresholds-${i}`}>
                    {t("loyalty.thresholds")}
                  </label>
                  <textarea
                    id={`ladder-thresholds-${i}`}
                    className="field font-mono"
                    rows={3}
                    disabled={!writable}
                    value={l.thresholds}
                    onChange={(e) => set(i, "thresholds", e.target.value)}
                  />
                  <p className="mt-1 text-xs text-muted">{t("loyalty.thresholdsHint")}</p>
                  {(err(i, "thresholds") ??
                    Object.entries(errors).find(([k]) => k.startsWith(`levels.${i}.thresholds.`))?.[1]) && (
                    <p className="field-error">
                      {err(i, "thresholds") ?? Object.entries(errors).find(([k]) => k.startsWith(`levels.${i}.thresholds.`))?.[1]}
                    </p>
                  )}
                </div>
                <div>
                  <label className="field-label" htmlFor={`ladder-boost-${i}`}>
                    {t("loyalty.cashbackBoost")}
                  </label>
                  <input
                    id={`ladder-boost-${i}`}
                    className="field"
                    disabled={!writable}
                    value={l.cashbackBoost}
                    onChange={(e) => set(i, "cashbackBoost", e.target.value)}
                  />
                  <p className="mt-1 text-xs text-muted">{t("loyalty.cashbackBoostHint")}</p>
                  {err(i, "cashbackBoost") && <p className="field-error">{err(i, "cashbackBoost")}</p>}
                </div>
                <div>
                  <label className="field-label" htmlFor={`ladder-bonus-${i}`}>
                    {t("loyalty.levelUpBonus")}
                  </label>
                  <select
                    id={`ladder-bonus-${i}`}
                    className="field"
                    disabled={!writable}
                    value={l.promotionId}
                    onChange={(e) => set(i, "promotionId", e.target.value)}
                  >
                    <option value="">{t("loyalty.noBonus")}</option>
                    {bonuses.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.texts.en?.title ?? p.id}
                      </option>
                    ))}
                    {l.promotionId && !bonuses.some((p) => p.id === l.promotionId) && (
                      <option value={l.promotionId}>
                        {ladder.data?.find((x) => x.promotionId === l.promotionId)?.promotionTitle ?? l.promotionId}
                      </option>
                    )}
                  </select>
                  <p className="mt-1 text-xs text-muted">{t("loyalty.levelUpBonusHint")}</p>
                  {err(i, "promotionId") && <p className="field-error">{err(i, "promotionId")}</p>}
                </div>
              </div>
            </li>
          ))}
        </ol>
        {writable && (
          <>
            <button
              type="button"
              className="btn-secondary self-start"
              onClick={() => setLevels([...rows, emptyLevel()])}
              data-testid="ladder-add"
            >
              {t("loyalty.add")}
            </button>
            <div>
              <label className="field-label" htmlFor="ladder-reason">
                {t("loyalty.reason")}
              </label>
              <input
                id="ladder-reason"
                className="field"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                data-testid="ladder-reason"
              />
              {errors.reason && <p className="field-error">{errors.reason}</p>}
            </div>
            <div className="flex items-center gap-3">
              <button type="submit" className="btn-primary" disabled={save.isPending} data-testid="ladder-save">
                {t("loyalty.save")}
              </button>
              {saved && <span className="text-sm text-success">{t("loyalty.saved")}</span>}
            </div>
          </>
        )}
      </form>
    </Page>
  );
}
