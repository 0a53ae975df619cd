import { useTranslation } from "react-i18next";
import { usePageMeta } from "../../shell/usePageMeta";
import { LuckyClub } from "./LuckyClub";

/** The lucky club page: the player's level and the ladder (route `luckyClub`, players only). */
export default function LuckyClubPage() {
  const { t } = useTranslation();
  usePageMeta(t("loyalty.title"));
  return (
    <section className="py-6" data-testid="lucky-club-page">
      <h1 className="mb-1 text-2xl font-bold">{t("loyalty.title")}</h1>
      <p className="mb-4 text-muted">{t("loyalty.intro")}</p>
      <LuckyClub />
    </section>
  );
}
