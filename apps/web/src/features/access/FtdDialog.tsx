import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { type DialogProps, dialogs } from "../../shell/dialogs";
import { DialogFrame } from "../../shell/ui";
import { FTD_MARKER } from "./navigation";

/** Opens the first-deposit popup once per browser and stores the ftdPopupShown marker (spec §4). */
export function openFtd() {
  try {
    if (localStorage.getItem(FTD_MARKER) === "true") return;
    localStorage.setItem(FTD_MARKER, "true");
  } catch {}
  dialogs.open("ftd");
}

/** First-deposit (FTD) popup: welcome, make the first deposit; or see the lucky club, or the games. */
export default function FtdDialog({ close, done }: DialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  return (
    <DialogFrame title={t("auth.ftd.title")} onClose={close} testId="ftd-dialog">
      <p className="mb-5 text-muted">{t("auth.ftd.text")}</p>
      <button type="button" className="btn-primary w-full" onClick={close} data-testid="ftd-ok">
        {t("auth.ftd.deposit_now")}
      </button>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <button
          type="button"
          className="btn-secondary"
          onClick={() => {
            done();
            dialogs.open("luckyClub");
          }}
          data-testid="ftd-lucky-club"
        >
          {t("auth.ftd.lucky_club")}
        </button>
        <button
          type="button"
          className="btn-ghost"
          onClick={() => {
            done();
            navigate(pathTo("lobby", lang));
          }}
          data-testid="ftd-games"
        >
          {t("auth.ftd.games")}
        </button>
      </div>
    </DialogFrame>
  );
}
