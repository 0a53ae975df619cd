import { SUPPORTED_LANGUAGES } from "@casino/contracts/site";
import { CURRENCY_CODES } from "@casino/money";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorNote } from "../../../components/Page";
import { type OperatorPromotion, useSavePromotion } from "../../../hooks/api/promotions";
import { ApiError } from "../../../lib/api";
import {
  apiFieldErrors,
  EMPTY_TEXT,
  emptyForm,
  emptyMoney,
  errorOf,
  type FieldErrors,
  formOf,
  isPatchable,
  KINDS,
  moneyFieldsOf,
  PAID_AS,
  PERIODS,
  type PromotionForm,
  type TextForm,
  TRIGGERS,
  toInput,
  toPatch,
} from "../promotion-form";

/** A labelled input with the error of its field (the editor's own, or the api's 400). */
function Field(props: { id: string; label: ReactNode; error?: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={props.id} className="field-label">
        {props.label}
      </label>
      {props.children}
      {props.hint && <p className="mt-1 text-xs text-muted">{props.hint}</p>}
      {props.error && (
        <p className="field-error" data-testid={`error-${props.id}`}>
          {props.error}
        </p>
      )}
    </div>
  );
}

/**
 * Creates a promotion or edits one: every field the api takes on create; on an
 * edit only what may still change (running bonuses keep the rules they were
 * granted with), the rest shown read-only.
 */
export function PromotionEditor(props: { promotion: OperatorPromotion | null; onSaved: (id: string) => void }) {
  const { t } = useTranslation();
  const p = props.promotion;
  const save = useSavePromotion();
  const [f, setF] = useState<PromotionForm>(() => (p ? formOf(p) : emptyForm()));
  const [lang, setLang] = useState("en");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const set = <K extends keyof PromotionForm>(k: K, v: PromotionForm[K]) => setF((x) => ({ ...x, [k]: v }));
  const fixed = (field: string) => p !== null && !isPatchable(field);
  const err = (field: string) => errorOf(errors, field);
  const text = f.texts[lang] ?? EMPTY_TEXT;
  const setText = (k: keyof TextForm, v: string) =>
    setF((x) => ({ ...x, texts: { ...x.texts, [lang]: { ...(x.texts[lang] ?? EMPTY_TEXT), [k]: v } } }));
  const unusedLanguages = SUPPORTED_LANGUAGES.filter((l) => !f.texts[l]);
  const unusedCurrencies = CURRENCY_CODES.filter((c) => !f.money.some((m) => m.currency === c));

  const submit = () => {
    const patch = p ? toPatch(f, reason, p) : null;
    const input = p ? null : toInput(f);
    const found = patch?.errors ?? input?.errors ?? {};
    setErrors(found);
    setGeneral(null);
    if (Object.keys(found).length) return;
    const vars = p && patch ? { id: p.id, body: patch.body } : { id: null, body: input!.body };
    save.mutate(vars, {
      onSuccess: (saved) => props.onSaved(saved.id),
      onError: (e) => {
        if (e instanceof ApiError && e.status === 400) {
          const found = apiFieldErrors(e.body, e.message);
          setErrors(found.fields);
          setGeneral(found.general ?? (Object.keys(found.fields).length ? null : e.message));
          const badLang = Object.keys(found.fields).find((k) => k.startsWith("texts."));
          if (badLang) setLang(badLang.split(".")[1]!);
        } else setGeneral(e.message);
      },
    });
  };

  const input = (field: keyof PromotionForm & string, label: string, extra: { type?: string; hint?: string } = {}) => (
    <Field id={`promo-${field}`} label={label} error={err(field)} hint={extra.hint}>
      <input
        id={`promo-${field}`}
        className="field"
        type={extra.type ?? "text"}
        disabled={fixed(field)}
        aria-invalid={Boolean(err(field))}
        value={f[field] as string}
        onChange={(e) => set(field, e.target.value as never)}
        data-testid={`promo-${field}`}
      />
    </Field>
  );
  const check = (field: "enabled" | "allowDeposits" | "allowWithdrawals", label: string) => (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        disabled={fixed(field)}
        checked={f[field]}
        onChange={(e) => set(field, e.target.checked)}
        data-testid={`promo-${field}`}
      />
      {label}
    </label>
  );

  return (
    <form
      className="flex flex-col gap-5"
      aria-label={p ? t("promotions.edit") : t("promotions.new")}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {p && <p className="rounded-lg bg-surface-2 px-3 py-2 text-xs text-muted">{t("promotions.editHint")}</p>}

      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="mb-2 text-sm font-semibold">{t("promotions.offer")}</legend>
        <Field id="promo-kind" label={t("promotions.kind")} error={err("kind")}>
          <select
            id="promo-kind"
            className="field"
            disabled={fixed("kind")}
            value={f.kind}
            onChange={(e) => set("kind", e.target.value as PromotionForm["kind"])}
            data-testid="promo-kind"
          >
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`promotions.kind_${k}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="promo-trigger" label={t("promotions.trigger")} error={err("trigger")}>
          <select
            id="promo-trigger"
            className="field"
            disabled={fixed("trigger")}
            value={f.trigger}
            onChange={(e) => set("trigger", e.target.value as PromotionForm["trigger"])}
            data-testid="promo-trigger"
          >
            {TRIGGERS.map((k) => (
              <option key={k} value={k}>
                {t(`promotions.trigger_${k}`)}
              </option>
            ))}
          </select>
        </Field>
        {f.kind === "deposit_match" && (
          <>
            {input("depositNumber", t("promotions.depositNumber"), { hint: t("promotions.depositNumberHint") })}
            {input("matchPercent", t("promotions.matchPercent"))}
          </>
        )}
        {f.kind === "cashback" && (
          <>
            {input("cashbackPercent", t("promotions.cashbackPercent"), { hint: t("promotions.cashbackPercentHint") })}
            <Field id="promo-cashbackPeriod" label={t("promotions.cashbackPeriod")} error={err("cashbackPeriod")}>
              <select
                id="promo-cashbackPeriod"
                className="field"
                disabled={fixed("cashbackPeriod")}
                value={f.cashbackPeriod}
                onChange={(e) => set("cashbackPeriod", e.target.value as PromotionForm["cashbackPeriod"])}
                data-testid="promo-cashbackPeriod"
              >
                {PERIODS.map((k) => (
                  <option key={k} value={k}>
                    {t(`promotions.period_${k}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field
              id="promo-cashbackPaidAs"
              label={t("promotions.cashbackPaidAs")}
              hint={t("promotions.cashbackPaidAsHint")}
              error={err("cashbackPaidAs")}
            >
              <select
                id="promo-cashbackPaidAs"
                className="field"
                disabled={fixed("cashbackPaidAs")}
                value={f.cashbackPaidAs}
                onChange={(e) => set("cashbackPaidAs", e.target.value as PromotionForm["cashbackPaidAs"])}
                data-testid="promo-cashbackPaidAs"
              >
                {PAID_AS.map((k) => (
                  <option key={k} value={k}>
                    {t(`promotions.paidAs_${k}`)}
                  </option>
                ))}
              </select>
            </Field>
          </>
        )}
        {f.kind === "free_spins" && (
          <>
            {input("freeSpins", t("promotions.freeSpins"), { hint: t("promotions.freeSpinsHint") })}
            <Field
              id="promo-freeSpinGames"
              label={t("promotions.freeSpinGames")}
              error={err("freeSpinGames")}
              hint={t("promotions.freeSpinGamesHint")}
            >
              <textarea
                id="promo-freeSpinGames"
                className="field min-h-16 font-mono"
                disabled={fixed("freeSpinGames")}
                aria-invalid={Boolean(err("freeSpinGames"))}
                value={f.freeSpinGames}
                onChange={(e) => set("freeSpinGames", e.target.value)}
                data-testid="promo-freeSpinGames"
              />
            </Field>
          </>
        )}
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold">{t("promotions.texts")}</legend>
        <nav className="flex flex-wrap items-center gap-1" aria-label={t("promotions.language")}>
          {Object.keys(f.texts).map((l) => (
            <button
              key={l}
              type="button"
              aria-pressed={lang === l}
              className={lang === l ? "btn-primary" : "btn-secondary"}
              onClick={() => setLang(l)}
              data-testid={`promo-lang-${l}`}
            >
              {l}
              {errorOf(errors, `texts.${l}`) ? " !" : ""}
            </button>
          ))}
          {unusedLanguages.length > 0 && (
            <select
              className="field w-auto"
              aria-label={t("promotions.addLanguage")}
              value=""
              onChange={(e) => {
                const l = e.target.value;
                if (!l) return;
                setF((x) => ({ ...x, texts: { ...x.texts, [l]: { ...EMPTY_TEXT } } }));
                setLang(l);
              }}
              data-testid="promo-add-language"
            >
              <option value="">{t("promotions.addLanguage")}</option>
              {unusedLanguages.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          )}
          {lang !== "en" && (
            <button
              type="button"
              className="btn-ghost"
              onClick={() => {
                setF((x) => {
                  const { [lang]: _gone, ...rest } = x.texts;
                  return { ...x, texts: rest };
                });
                setLang("en");
              }}
            >
              {t("promotions.removeLanguage", { lang })}
            </button>
          )}
        </nav>
        {err("texts") && !errorOf(errors, `texts.${lang}`) && <p className="field-error">{errors.texts}</p>}
        <Field id="promo-title" label={`${t("promotions.titleLabel")} (${lang})`} error={err(`texts.${lang}.title`)}>
          <input
            id="promo-title"
            className="field"
            maxLength={200}
            value={text.title}
            aria-invalid={Boolean(err(`texts.${lang}.title`))}
            onChange={(e) => setText("title", e.target.value)}
            data-testid="promo-title"
          />
        </Field>
        <Field id="promo-description" label={`${t("promotions.short")} (${lang})`} error={err(`texts.${lang}.description`)}>
          <textarea
            id="promo-description"
            className="field min-h-16"
            maxLength={2000}
            value={text.description}
            onChange={(e) => setText("description", e.target.value)}
            data-testid="promo-description"
          />
        </Field>
        <Field id="promo-details" label={`${t("promotions.details")} (${lang})`} error={err(`texts.${lang}.details`)}>
          <textarea
            id="promo-details"
            className="field min-h-24"
            maxLength={20000}
            value={text.details}
            onChange={(e) => setText("details", e.target.value)}
            data-testid="promo-details"
          />
        </Field>
        {input("bigImagePath", t("promotions.image"), { hint: t("promotions.imageHint") })}
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold">{t("promotions.money")}</legend>
        <p className="text-xs text-muted">
          {t(
            f.kind === "deposit_match"
              ? "promotions.moneyHintMatch"
              : f.kind === "cashback"
                ? "promotions.moneyHintCashback"
                : f.kind === "free_spins"
                  ? "promotions.moneyHintFreeSpins"
                  : "promotions.moneyHint",
          )}
        </p>
        {err("money") && !Object.keys(errors).some((k) => k.startsWith("money.")) && (
          <p className="field-error">{errors.money}</p>
        )}
        {f.money.map((row, i) => (
          <div key={row.currency} className="rounded-lg border border-surface-2 p-3" data-testid={`promo-money-${row.currency}`}>
            <div className="mb-2 flex items-center justify-between">
              <span className="font-mono text-sm font-semibold">{row.currency}</span>
              {!p && (
                <button
                  type="button"
                  className="btn-ghost"
                  onClick={() =>
                    set(
                      "money",
                      f.money.filter((_, j) => j !== i),
                    )
                  }
                >
                  {t("promotions.removeCurrency")}
                </button>
              )}
            </div>
            <div className="grid grid-cols-2 gap-3">
              {moneyFieldsOf(f.kind).map((k) => {
                const id = `promo-money-${row.currency}-${k}`;
                const field = `money.${row.currency}.${k}`;
                return (
                  <Field key={k} id={id} label={t(`promotions.money_${k}`)} error={err(field)}>
                    <input
                      id={id}
                      className="field"
                      inputMode="decimal"
                      disabled={fixed("money")}
                      aria-invalid={Boolean(err(field))}
                      value={row[k]}
                      onChange={(e) =>
                        set(
                          "money",
                          f.money.map((m, j) => (j === i ? { ...m, [k]: e.target.value } : m)),
                        )
                      }
                      data-testid={id}
                    />
                  </Field>
                );
              })}
            </div>
          </div>
        ))}
        {!p && unusedCurrencies.length > 0 && (
          <select
            className="field w-auto self-start"
            aria-label={t("promotions.addCurrency")}
            value=""
            onChange={(e) => e.target.value && set("money", [...f.money, emptyMoney(e.target.value)])}
            data-testid="promo-add-currency"
          >
            <option value="">{t("promotions.addCurrency")}</option>
            {unusedCurrencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        )}
      </fieldset>

      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="mb-2 text-sm font-semibold">{t("promotions.wagering")}</legend>
        {input("wageringMultiplier", t("promotions.multiplier"))}
        <Field id="promo-wageringBase" label={t("promotions.base")} error={err("wageringBase")}>
          <select
            id="promo-wageringBase"
            className="field"
            disabled={fixed("wageringBase")}
            value={f.wageringBase}
            onChange={(e) => set("wageringBase", e.target.value as PromotionForm["wageringBase"])}
          >
            <option value="bonus">{t("promotions.base_bonus")}</option>
            <option value="bonus_deposit">{t("promotions.base_bonus_deposit")}</option>
          </select>
        </Field>
        {input("maxConversion", t("promotions.maxConversion"), { hint: t("promotions.maxConversionHint") })}
        <span />
        {input("claimHours", t("promotions.claimHours"), { hint: t("promotions.claimHoursHint") })}
        {input("wageringHours", t("promotions.wageringHours"), { hint: t("promotions.wageringHoursHint") })}
        <div className="col-span-2 flex flex-col gap-1">
          {check("allowDeposits", t("promotions.allowDeposits"))}
          {check("allowWithdrawals", t("promotions.allowWithdrawals"))}
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold">{t("promotions.where")}</legend>
        <Field id="promo-games" label={t("promotions.games")} error={err("games")} hint={t("promotions.gamesHint")}>
          <textarea
            id="promo-games"
            className="field min-h-16 font-mono"
            disabled={fixed("games")}
            value={f.games}
            onChange={(e) => set("games", e.target.value)}
          />
        </Field>
        {input("regions", t("promotions.regions"), { hint: t("promotions.regionsHint") })}
        <div className="grid grid-cols-2 gap-3">
          <Field
            id="promo-contributionCategories"
            label={t("promotions.contributionCategories")}
            error={err("contribution.categories")}
            hint={t("promotions.contributionHint")}
          >
            <textarea
              id="promo-contributionCategories"
              className="field min-h-20 font-mono"
              disabled={fixed("contribution")}
              value={f.contributionCategories}
              onChange={(e) => set("contributionCategories", e.target.value)}
            />
          </Field>
          <Field id="promo-contributionGames" label={t("promotions.contributionGames")} error={err("contribution.games")}>
            <textarea
              id="promo-contributionGames"
              className="field min-h-20 font-mono"
              disabled={fixed("contribution")}
              value={f.contributionGames}
              onChange={(e) => set("contributionGames", e.target.value)}
            />
          </Field>
        </div>
        <Field id="promo-contributionDefault" label={t("promotions.contributionDefault")} error={err("contribution.default")}>
          <input
            id="promo-contributionDefault"
            className="field"
            disabled={fixed("contribution")}
            value={f.contributionDefault}
            onChange={(e) => set("contributionDefault", e.target.value)}
          />
        </Field>
      </fieldset>

      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="mb-2 text-sm font-semibold">{t("promotions.display")}</legend>
        {input("weight", t("promotions.weight"), { hint: t("promotions.weightHint") })}
        <div className="flex items-end pb-2">{check("enabled", t("promotions.enabled"))}</div>
        {input("startsAt", t("promotions.startsAt"), { type: "datetime-local" })}
        {input("endsAt", t("promotions.endsAt"), { type: "datetime-local" })}
      </fieldset>

      {p && (
        <Field id="promo-reason" label={t("promotions.reason")}>
          <input
            id="promo-reason"
            className="field"
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            data-testid="promo-reason"
          />
        </Field>
      )}
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="field-error" data-testid="promo-errors">
          {t("promotions.fixFields")}
        </p>
      )}
      {general && <ErrorNote error={general} />}
      <button type="submit" className="btn-primary" disabled={save.isPending} data-testid="promo-save">
        {p ? t("promotions.saveChanges") : t("promotions.create")}
      </button>
    </form>
  );
}
