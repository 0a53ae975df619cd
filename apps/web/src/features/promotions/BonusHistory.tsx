import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLang } from "../../routes/useRoute";
import { money } from "./format";
import { useBonusHistory } from "./hooks";

/** The player's bonuses, newest first, ten a page (accounts spec §9). */
export function BonusHistory() {
  const { t } = useTranslation();
  const lang = useLang();
  const [page, setPage] = useState(0);
  const { data } = useBonusHistory(page);
  if (!data || data.total === 0) return null;
  const pages = Math.ceil(data.total / data.size);
  return (
    <section className="mt-8" data-testid="bonus-history">
      <h2 className="mb-2 text-lg font-bold">{t("promotions.history")}</h2>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-muted">
            <tr>
              <th className="py-1 pr-3">{t("promotions.col.title")}</th>
              <th className="py-1 pr-3">{t("promotions.col.status")}</th>
              <th className="py-1 pr-3">{t("promotions.col.amount")}</th>
              <th className="py-1 pr-3">{t("promotions.col.converted")}</th>
              <th className="py-1">{t("promotions.col.date")}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map(({ bonus: b }) => (
              <tr key={b.id} className="border-t border-surface-2" data-testid="bonus-history-row">
                <td className="py-1 pr-3">{b.title}</td>
                <td className="py-1 pr-3">
                  {t(`promotions.status.${b.status}`)}
                  {b.reason && t(`promotions.reason.${b.reason}`, { defaultValue: "" }) ? (
                    <span className="text-muted"> — {t(`promotions.reason.${b.reason}`)}</span>
                  ) : null}
                </td>
                <td className="py-1 pr-3">{money(b.amount, b.currency, lang)}</td>
                <td className="py-1 pr-3">{b.converted !== null ? money(b.converted, b.currency, lang) : "—"}</td>
                <td className="py-1">{new Date(b.createdAt).toLocaleString(lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <div className="mt-2 flex gap-2">
          <button type="button" className="btn-secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
            ‹
          </button>
          <span className="self-center text-sm text-muted">
            {page + 1} / {pages}
          </span>
          <button type="button" className="btn-secondary" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}
