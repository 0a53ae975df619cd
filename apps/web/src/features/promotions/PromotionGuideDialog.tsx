import { useTranslation } from "react-i18next";
import type { DialogProps } from "../../shell/dialogs";
import { DialogFrame } from "../../shell/ui";

const STEPS = ["balance", "conditions", "failed", "completed", "finish", "claim", "cost"] as const;

/** The promotion guide (accounts spec §2): how a bonus balance works, step by step. */
export default function PromotionGuideDialog({ close }: DialogProps) {
  const { t } = useTranslation();
  return (
    <DialogFrame title={t("promotions.guide.title")} onClose={close} testId="promotion-guide" wide>
      <ol className="max-h-[70vh] list-decimal space-y-3 overflow-y-auto pl-5">
        {STEPS.map((s) => (
          <li key={s}>
            <p className="font-semibold">{t(`promotions.guide.${s}_title`)}</p>
            <p className="text-sm text-muted">{t(`promotions.guide.${s}_text`)}</p>
          </li>
        ))}
      </ol>
    </DialogFrame>
  );
}
