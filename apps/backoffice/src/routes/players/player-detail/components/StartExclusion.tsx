import { COOLDOWN_PERIODS, LOCK_PERIODS, type PlayerProtection } from "@casino/contracts/protection";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../../components/ConfirmDialog";
import { useStartExclusion } from "../../../../hooks/api/protection";

const CHOICES = [
  ...COOLDOWN_PERIODS.map((period) => ({ type: "COOLDOWN" as const, period })),
  ...LOCK_PERIODS.map((period) => ({ type: "LOCK" as const, period })),
];

/**
 * Support starts the cool-down or self-exclusion a player asked for (by chat or
 * phone): at once, every session ended, never shortening one in force.
 */
export function StartExclusion({ protection: p }: { protection: PlayerProtection }) {
  const { t } = useTranslation();
  const start = useStartExclusion(p.playerId);
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState(0);
  const picked = CHOICES[choice]!;
  return (
    <section className="card space-y-3" aria-label={t("protection.start.title")} data-testid="start-exclusion">
      <h2 className="text-base font-semibold">{t("protection.start.title")}</h2>
      <p className="text-sm text-muted">{t("protection.start.text")}</p>
      <button type="button" className="btn-danger" onClick={() => setOpen(true)} data-testid="start-exclusion-open">
        {t("protection.start.button")}
      </button>
      <ConfirmDialog
        open={open}
        title={t("protection.start.title")}
        description={t("protection.start.confirmText")}
        confirmLabel={t("protection.start.confirm")}
        danger
        onConfirm={(reason) => start.mutateAsync({ ...picked, reason })}
        onClose={() => setOpen(false)}
      >
        <label htmlFor="exclusion-period" className="field-label">
          {t("protection.start.period")}
        </label>
        <select
          id="exclusion-period"
          className="field"
          value={choice}
          onChange={(e) => setChoice(Number(e.target.value))}
          data-testid="exclusion-period"
        >
          {CHOICES.map((c, i) => (
            <option key={`${c.type}-${c.period}`} value={i}>
              {t(`protection.start.${c.type === "COOLDOWN" ? "cooldown" : "lock"}`, {
                period: t(`protection.start.periods.${c.period}`),
              })}
            </option>
          ))}
        </select>
      </ConfirmDialog>
    </section>
  );
}
