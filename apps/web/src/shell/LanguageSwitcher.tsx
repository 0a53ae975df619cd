import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { LANGUAGE_NAMES, LOCALES, type Locale } from "../i18n/locales";
import { pathTo } from "../routes/table";
import { useCurrentRoute, useLang } from "../routes/useRoute";
import { changeLanguage } from "../session/actions";
import { Menu } from "./Menu";
import { useSiteConfig } from "./site-config";

/**
 * Switches language and keeps the page: the same route, in the new language's slugs.
 * `named`: the trigger spells the language out (inside the phone menu) instead of its code.
 */
export function LanguageSwitcher({ named = false }: { named?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const route = useCurrentRoute();
  const { allowedLocales } = useSiteConfig();
  const offered = LOCALES.filter((l) => !allowedLocales || allowedLocales.includes(l));

  const choose = async (next: Locale) => {
    if (next === lang) return;
    await changeLanguage(next);
    const target = route.key ? pathTo(route.key, next, route.params) : pathTo("home", next);
    navigate(`${target}${search}${hash}`, { replace: true });
  };

  return (
    <Menu
      label={t("nav.language")}
      trigger={named ? `${t("nav.language")}: ${LANGUAGE_NAMES[lang]}` : lang}
      triggerClass={named ? "btn-ghost px-3" : "btn-ghost px-2 uppercase"}
      triggerTestId="language-switcher"
      items={offered.map((l) => ({
        key: l,
        current: l === lang,
        attrs: { "data-locale": l },
        onSelect: () => void choose(l),
        label: (
          <>
            <span className="w-8 font-mono text-xs uppercase text-muted">{l}</span>
            {LANGUAGE_NAMES[l]}
          </>
        ),
      }))}
    />
  );
}
