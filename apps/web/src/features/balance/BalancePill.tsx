import { formatMoney } from "@casino/money";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { useSession } from "../../session/store";

/** The header balance; it changes the moment a bet, a win or a deposit lands. */
export function BalancePill() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const balance = useSession((s) => s.balance);
  return (
    <button type="button" className="balance-pill" onClick={() => navigate(pathTo("deposit", lang))} data-testid="header-balance">
      <span className="sr-only">{t("nav.balance")}: </span>
      {balance ? formatMoney(BigInt(balance.amount), balance.currency, { locale: lang }) : "…"}
    </button>
  );
}
