import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import type { DialogProps } from "../../shell/dialogs";
import { DialogFrame } from "../../shell/ui";

interface BonusBalance {
  id: string;
  name?: string;
  completed?: boolean;
}

/** GAME_IS_NOT_AVAILABLE_FOR_BONUS: the non-completed bonus balances, each leading to the games it allows. */
export default function BonusBlockDialog({ close, balances = [] }: DialogProps & { balances?: BonusBalance[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const open = balances.filter((b) => !b.completed);
  return (
    <DialogFrame title={t("games.bonus_block.title")} onClose={close} testId="bonus-block-dialog">
      <p className="text-muted">{t("games.bonus_block.text")}</p>
      <ul className="mt-4 space-y-2">
        {open.map((b) => (
          <li key={b.id}>
            <button
              type="button"
              className="btn-secondary w-full text-left"
              onClick={() => {
                close();
                navigate(`${pathTo("search", lang)}?balance=${encodeURIComponent(b.id)}`);
              }}
            >
              {b.name ?? b.id}
            </button>
          </li>
        ))}
      </ul>
    </DialogFrame>
  );
}
