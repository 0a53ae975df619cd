import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageSkeleton } from "../../shell/PageSkeleton";
import { usePageMeta } from "../../shell/usePageMeta";
import { GameGrid } from "./GameGrid";
import { useVendors } from "./queries";

/** Game providers, sorted by name; choosing one lists its games. */
export default function ProvidersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const vendorId = params.get("vendor") ?? undefined;
  const { data, isPending } = useVendors();
  const vendors = [...(data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const selected = vendors.find((v) => v.id === vendorId);
  usePageMeta(selected?.name ?? t("pages.providers_title"));
  if (isPending) return <PageSkeleton />;
  return (
    <div className="py-6" data-testid="providers">
      <h1 className="text-2xl font-bold">{selected?.name ?? t("pages.providers_title")}</h1>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {vendors.map((v) => (
          <li key={v.id}>
            <button
              type="button"
              onClick={() => setParams(v.id === vendorId ? {} : { vendor: v.id })}
              aria-pressed={v.id === vendorId}
              className={`flex w-full flex-col items-center gap-2 rounded-xl border bg-surface p-3 ${v.id === vendorId ? "border-accent" : "border-transparent"}`}
              data-testid="provider"
            >
              <img src={v.logo} alt="" width={160} height={60} loading="lazy" className="h-12 w-auto" />
              <span className="text-sm font-semibold">{v.name}</span>
              <span className="text-xs text-muted">
                {v.totalGames > 0 ? t("catalogue.games_count", { count: v.totalGames }) : t("catalogue.coming_soon")}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {selected && (
        <div className="mt-8">
          <GameGrid filter={{ vendorId: selected.id }} />
        </div>
      )}
    </div>
  );
}
