import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BLOG_LOCALES } from "../i18n/locales";
import { pathTo, ROUTES, type RouteKey } from "../routes/table";
import { useLang } from "../routes/useRoute";
import { useSiteConfig } from "./site-config";

const STATIC_PAGES: RouteKey[] = [
  "aboutUs",
  "responsibleGambling",
  "bonusTerms",
  "kyc",
  "aml",
  "terms",
  "privacy",
  "refund",
  "faq",
];

export function Footer() {
  const { t } = useTranslation();
  const lang = useLang();
  const { brandName } = useSiteConfig();
  return (
    <footer className="mt-16 border-t border-surface-2 bg-surface">
      <div className="mx-auto max-w-[1440px] px-4 py-10">
        <nav
          aria-label="footer"
          lang={lang}
          // Long words (German compounds) break at syllables: the names' soft hyphens, else the language's hyphenation;
          // a word is cut anywhere only when nothing else fits.
          className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm hyphens-auto [overflow-wrap:break-word] sm:grid-cols-3 lg:grid-cols-5"
        >
          {STATIC_PAGES.map((key) => (
            <Link key={key} to={pathTo(key, lang)} className="text-muted hover:text-text">
              {t(`footer.${ROUTES[key].path}`)}
            </Link>
          ))}
          {/* The blog link only for languages that have a blog. */}
          {BLOG_LOCALES.includes(lang) && (
            <Link to={pathTo("blog", lang)} className="text-muted hover:text-text" data-testid="footer-blog">
              {t("nav.blog")}
            </Link>
          )}
        </nav>
        <p className="mt-8 flex items-center gap-3 text-sm text-muted hyphens-auto" lang={lang}>
          <span className="rounded-full border border-muted px-2 py-0.5 font-bold" aria-hidden>
            18+
          </span>
          {t("footer.age_notice")}
        </p>
        <p className="mt-2 text-xs text-muted">
          © {new Date().getFullYear()} {brandName}. {t("footer.rights")}
        </p>
      </div>
    </footer>
  );
}
