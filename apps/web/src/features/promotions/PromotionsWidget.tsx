import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { dialogs } from "../../shell/dialogs";
import { useAvailable } from "./hooks";

/** The lobby's promotions widget (mobile index 6): the first few promotions, each opening its details. */
export function PromotionsWidget() {
  const { t } = useTranslation();
  const lang = useLang();
  const { data } = useAvailable();
  const list = [...(data?.pending ?? []), ...(data?.available ?? [])].slice(0, 4);
  if (list.length === 0) return null;
  return (
    <section className="my-6" data-testid="promotions-widget">
      <div className="mb-2 flex items-baseline justify-between">
        <h2 className="text-lg font-bold">{t("pages.promotions_title")}</h2>
        <Link to={pathTo("promotions", lang)} className="text-sm text-accent">
          {t("promotions.details")}
        </Link>
      </div>
      <div className="flex gap-3 overflow-x-auto pb-2">
        {list.map((p) => (
          <button
            key={p.bonusId ?? p.id}
            type="button"
            className="w-64 shrink-0 rounded-xl bg-surface p-3 text-left"
            onClick={() => dialogs.open("promotionDetails", { promotion: p, activeId: null })}
          >
            <span className="block font-semibold">{p.title}</span>
            <span className="mt-1 block text-sm text-muted">{p.description}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
