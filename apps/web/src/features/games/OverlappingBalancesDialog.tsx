import { useTranslation } from "react-i18next";
import type { DialogProps } from "../../shell/dialogs";
import { DialogFrame } from "../../shell/ui";

/** Several bonus balances could pay for this game: the player picks one (games spec §4 step 4). */
export default function OverlappingBalancesDialog({
  close,
  done,
  balances = [],
  onChoose,
}: DialogProps & { balances?: { bonusBalanceId: string; name?: string }[]; onChoose?: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <DialogFrame title={t("games.overlapping.title")} onClose={close} testId="overlapping-dialog">
      <p className="text-muted">{t("games.overlapping.text")}</p>
      <ul className="mt-4 space-y-2">
        {balances.map((b) => (
          <li key={b.bonusBalanceId}>
            <button
              type="button"
              className="btn-secondary w-full text-left"
              onClick={() => {
                done();
                onChoose?.(b.bonusBalanceId);
              }}
            >
              {b.name ?? b.bonusBalanceId}
            </button>
          </li>
        ))}
      </ul>
    </DialogFrame>
  );
}
