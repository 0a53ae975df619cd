import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { openLogin } from "../features/access/open-login";
import { usePlatform } from "../hooks/usePlatformClass";
import { pathTo, type RouteKey } from "../routes/table";
import { useLang } from "../routes/useRoute";
import { useIsLoggedIn } from "../session/store";
import { AccountMenu } from "./AccountMenu";
import { dialogs } from "./dialogs";
import { CloseIcon, CrownIcon, MenuIcon, SearchIcon } from "./icons";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { useSiteConfig } from "./site-config";

const MENU: { key: RouteKey; label: string }[] = [
  { key: "home", label: "nav.home" },
  { key: "lobby", label: "nav.lobby" },
  { key: "categories", label: "nav.categories" },
  { key: "providers", label: "nav.providers" },
  { key: "promotions", label: "nav.promotions" },
];

export function Header() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const { brandName } = useSiteConfig();
  const [menuOpen, setMenuOpen] = useState(false);
  // On a phone the language choice sits in the menu: the header row keeps room for log in and register.
  const phone = usePlatform() === "mobile";
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the page changes
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-surface-2 bg-bg/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-[1440px] items-center gap-1.5 px-2 sm:gap-2 sm:px-3 md:gap-3 md:px-4">
        <button
          type="button"
          className="btn-ghost md:hidden"
          aria-label={t(menuOpen ? "nav.close_menu" : "nav.open_menu")}
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((o) => !o)}
          data-testid="menu-toggle"
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <Link to={pathTo("home", lang)} className="flex items-center gap-2 font-black tracking-tight" data-testid="logo">
          <span className="flex size-8 items-center justify-center rounded-lg bg-accent text-accent-ink">
            <CrownIcon width={18} height={18} />
          </span>
          <span className="hidden sm:inline">{brandName}</span>
        </Link>
        <nav
          id="main-menu"
          aria-label={t("nav.menu")}
          className={`${menuOpen ? "flex" : "hidden"} absolute inset-x-0 top-16 flex-col gap-1 border-b border-surface-2 bg-bg p-3 md:static md:flex md:flex-row md:border-0 md:bg-transparent md:p-0`}
        >
          {MENU.map((m) => (
            <NavLink
              key={m.key}
              to={pathTo(m.key, lang)}
              end={m.key === "home"}
              onClick={() => setMenuOpen(false)}
              className={({ isActive }) => `nav-link ${isActive ? "text-accent" : ""}`}
            >
              {t(m.label)}
            </NavLink>
          ))}
          {phone && (
            <div className="mt-1 border-t border-surface-2 pt-2">
              <LanguageSwitcher named />
            </div>
          )}
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-1 md:gap-2">
          <button
            type="button"
            className="btn-ghost px-1.5 sm:px-2 md:px-3"
            aria-label={t("nav.search")}
            onClick={() => navigate(pathTo("search", lang))}
            data-testid="search-entry"
          >
            <SearchIcon />
          </button>
          {!phone && <LanguageSwitcher />}
          {loggedIn ? (
            <AccountMenu />
          ) : (
            <>
              <button
                type="button"
                className="btn-ghost whitespace-nowrap px-2 md:px-3"
                onClick={() => openLogin()}
                data-testid="header-login"
              >
                {t("nav.login")}
              </button>
              <button
                type="button"
                className="btn-primary whitespace-nowrap px-2.5 py-1.5 text-sm sm:px-3 md:px-4 md:py-2 md:text-base"
                onClick={() => dialogs.open("registration")}
                data-testid="header-register"
              >
                {t("nav.register")}
              </button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
