import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { BalancePill } from "../features/balance/BalancePill";
import { pathTo, type RouteKey } from "../routes/table";
import { useCurrentRoute, useLang } from "../routes/useRoute";
import { logout } from "../session/actions";
import { useSession } from "../session/store";
import { UserIcon } from "./icons";
import { Menu } from "./Menu";

const ITEMS: { key: RouteKey; label: string }[] = [
  { key: "account", label: "nav.profile" },
  { key: "deposit", label: "nav.deposit" },
  { key: "withdrawals", label: "nav.withdrawals" },
  { key: "history", label: "nav.history" },
  { key: "luckyClub", label: "loyalty.title" },
  { key: "verification", label: "nav.verification" },
  { key: "restrictions", label: "nav.restrictions" },
];

/** Balance and the account menu of a logged-in player. */
export function AccountMenu() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const route = useCurrentRoute();
  const customerId = useSession((s) => String(s.session?.customer?.customerId ?? s.session?.details?.customer_id ?? ""));

  const onLogout = async () => {
    await logout();
    // Logging out on a login-required page, or a blog page, goes home (accounts spec §2).
    if (route.auth === "required" || route.key === "blog" || route.key === "blogPost")
      navigate(pathTo("home", lang), { replace: true });
  };

  return (
    <div className="flex items-center gap-2">
      <BalancePill />
      <Menu
        label={t("nav.account")}
        triggerClass="btn-ghost"
        triggerTestId="account-menu"
        trigger={
          <>
            <UserIcon />
            <span className="hidden md:inline">{customerId}</span>
          </>
        }
        items={[
          ...ITEMS.map((i) => ({ key: i.key, label: t(i.label), onSelect: () => navigate(pathTo(i.key, lang)) })),
          { key: "logout", label: t("nav.logout"), testId: "logout", onSelect: () => void onLogout() },
        ]}
      />
    </div>
  );
}
