import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import type { DialogProps } from "../../shell/dialogs";
import { DialogFrame } from "../../shell/ui";
import { LuckyClub } from "./LuckyClub";

/** The lucky-club popup: the player's level and progress, and the way to the whole ladder. */
export default function LuckyClubDialog({ close, done }: DialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  return (
    <DialogFrame title={t("loyalty.title")} onClose={close} testId="lucky-club-popup">
      <p className="mb-3 text-sm text-muted">{t("loyalty.intro")}</p>
      <LuckyClub compact />
      <button
        type="button"
        className="btn-primary mt-4 w-full"
        onClick={() => {
          done();
          navigate(pathTo("luckyClub", lang));
        }}
        data-testid="lucky-club-popup-open"
      >
        {t("loyalty.open_page")}
      </button>
    </DialogFrame>
  );
}
