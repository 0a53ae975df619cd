import "../../i18n/account-texts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { logoOf, paymentsApi } from "./api";
import { groupMethods } from "./machine";
import { methodName } from "./method-name";
import type { RegionScreen } from "./region";
import type { PaymentMethod } from "./types";

/** The methods grouped by category, best first, with logos and the recommended badge. */
export function MethodList({
  methods,
  screen,
  selected,
  onSelect,
}: {
  methods: PaymentMethod[];
  screen: RegionScreen;
  selected?: string | null;
  onSelect: (m: PaymentMethod) => void;
}) {
  const { t } = useTranslation();
  const { data: logos } = useQuery({ queryKey: ["payment-logos"], queryFn: paymentsApi.logos, staleTime: 3600_000 });
  const groups = groupMethods(methods, screen.categoryOrder, screen.pinned);
  return (
    <div className="space-y-5" data-testid="payment-methods" data-region-screen={screen.id}>
      {groups.map((g) => (
        <section key={g.category} data-testid={`payment-category-${g.category}`}>
          <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">
            {t(`payments.category.${g.category}`)}
          </h2>
          <ul className={screen.layout === "grid" ? "grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4" : "space-y-2"}>
            {g.methods.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  onClick={() => onSelect(m)}
                  aria-pressed={selected === m.id}
                  data-testid={`method-${m.id}`}
                  className={`flex w-full items-center gap-3 rounded-xl border p-3 text-left transition ${
                    selected === m.id ? "border-accent bg-accent/10" : "border-white/10 bg-white/5 hover:border-white/30"
                  } ${screen.layout === "grid" ? "min-h-20 flex-col justify-center text-center" : ""}`}
                >
                  <img src={logoOf(logos, m.id, m.logo)} alt="" className="h-8 w-14 shrink-0 object-contain" loading="lazy" />
                  <span className="flex-1 font-medium">{methodName(t, m.id, m.name)}</span>
                  {m.behavior?.recommended ? (
                    <span
                      className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-black"
                      data-testid="method-recommended"
                    >
                      {t("payments.recommended")}
                    </span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
