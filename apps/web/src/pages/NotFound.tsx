import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../routes/table";
import { useLang } from "../routes/useRoute";
import { usePageMeta } from "../shell/usePageMeta";

export default function NotFound() {
  const { t } = useTranslation();
  usePageMeta(t("pages.not_found_title"));
  return (
    <section className="mx-auto max-w-xl py-16 text-center" data-testid="not-found">
      <p className="text-6xl font-black text-accent">404</p>
      <h1 className="mt-4 text-2xl font-bold">{t("pages.not_found_title")}</h1>
      <p className="mt-2 text-muted">{t("pages.not_found_text")}</p>
      <Link to={pathTo("home", useLang())} className="btn-primary mt-8 inline-block">
        {t("app.back_home")}
      </Link>
    </section>
  );
}
