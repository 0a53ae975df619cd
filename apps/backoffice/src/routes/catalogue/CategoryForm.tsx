import {
  type AdminCategory,
  CATEGORY_LOCATIONS,
  type CategoryCreate,
  type CategoryLocationInput,
  GAME_IMAGE_TYPES,
} from "@casino/contracts/catalogue-admin";
import { SUPPORTED_LANGUAGES } from "@casino/contracts/site";
import { type FormEvent, useState } from "react";

type Draft = Omit<CategoryCreate, "locations"> & {
  locations: Partial<Record<CategoryLocationInput["location"], CategoryLocationInput>>;
};

const toDraft = (c?: AdminCategory): Draft => ({
  code: c?.code ?? "",
  name: c?.name ?? "",
  names: { ...(c?.names ?? {}) },
  icon: c?.icon ?? "",
  enabled: c?.enabled ?? true,
  locations: Object.fromEntries((c?.locations ?? []).map((l) => [l.location, l])),
});

/** A category's settings: code (new only), name, names per language, icon, visibility, where it shows and in what order. */
export function CategoryForm(props: {
  category?: AdminCategory;
  pending: boolean;
  error?: Error | null;
  onSubmit: (c: CategoryCreate) => void;
}) {
  const [d, setD] = useState<Draft>(() => toDraft(props.category));
  const isNew = !props.category;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const names = Object.fromEntries(Object.entries(d.names).filter(([, v]) => v?.trim()));
    props.onSubmit({ ...d, names, locations: Object.values(d.locations).filter((l): l is CategoryLocationInput => !!l) });
  };
  const input = "field mt-1";
  return (
    <form onSubmit={submit} className="space-y-4" aria-label={isNew ? "New category" : `Settings of ${props.category?.name}`}>
      <div className="grid grid-cols-2 gap-3">
        <label className="text-sm">
          Code
          <input
            className={input}
            value={d.code}
            disabled={!isNew}
            required
            pattern="[A-Z][A-Z0-9_]{1,39}"
            onChange={(e) => setD({ ...d, code: e.target.value.toUpperCase() })}
          />
        </label>
        <label className="text-sm">
          Name
          <input
            className={input}
            value={d.name}
            required
            maxLength={60}
            onChange={(e) => setD({ ...d, name: e.target.value })}
          />
        </label>
        <label className="text-sm">
          Icon
          <input
            className={input}
            value={d.icon}
            required
            pattern="[a-z0-9\-]{1,40}"
            onChange={(e) => setD({ ...d, icon: e.target.value })}
          />
        </label>
        <label className="mt-6 flex items-center gap-2 text-sm">
          <input type="checkbox" checked={d.enabled} onChange={(e) => setD({ ...d, enabled: e.target.checked })} />
          Shown on the player site
        </label>
      </div>
      <fieldset className="rounded border border-surface-2 p-3">
        <legend className="px-1 text-sm font-semibold">Name per language (empty: the site's translation)</legend>
        <div className="grid grid-cols-3 gap-2">
          {SUPPORTED_LANGUAGES.map((lang) => (
            <label key={lang} className="text-xs uppercase">
              {lang}
              <input
                className={input}
                value={d.names[lang] ?? ""}
                maxLength={60}
                onChange={(e) => setD({ ...d, names: { ...d.names, [lang]: e.target.value } })}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="rounded border border-surface-2 p-3">
        <legend className="px-1 text-sm font-semibold">Where it shows (order: lower first)</legend>
        <table className="w-full text-sm">
          <tbody>
            {CATEGORY_LOCATIONS.map((loc) => {
              const l = d.locations[loc];
              const set = (v: CategoryLocationInput | undefined) => setD({ ...d, locations: { ...d.locations, [loc]: v } });
              return (
                <tr key={loc}>
                  <td className="py-1">
                    <label className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        checked={!!l}
                        onChange={(e) =>
                          set(
                            e.target.checked
                              ? { location: loc, gameImageType: "SMALL_WIDE", params: {}, priority: 100 }
                              : undefined,
                          )
                        }
                      />
                      {loc}
                    </label>
                  </td>
                  <td>
                    {l && (
                      <select
                        aria-label={`${loc} image`}
                        className="rounded bg-surface px-1"
                        value={l.gameImageType}
                        onChange={(e) => set({ ...l, gameImageType: e.target.value as CategoryLocationInput["gameImageType"] })}
                      >
                        {GAME_IMAGE_TYPES.map((t) => (
                          <option key={t}>{t}</option>
                        ))}
                      </select>
                    )}
                  </td>
                  <td>
                    {l && (
                      <input
                        aria-label={`${loc} order`}
                        type="number"
                        min={0}
                        className="w-20 rounded bg-surface px-1"
                        value={l.priority}
                        onChange={(e) => set({ ...l, priority: Number(e.target.value) })}
                      />
                    )}
                  </td>
                  <td>
                    {l && loc.startsWith("WIDGET_") && (
                      <input
                        aria-label={`${loc} games shown`}
                        type="number"
                        min={1}
                        max={50}
                        className="w-16 rounded bg-surface px-1"
                        value={Number(l.params.count ?? 1)}
                        onChange={(e) => set({ ...l, params: { ...l.params, count: Number(e.target.value) } })}
                      />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </fieldset>
      {props.error && (
        <p role="alert" className="text-sm text-danger">
          {props.error.message}
        </p>
      )}
      <button type="submit" disabled={props.pending} className="btn-primary">
        {props.pending ? "Saving…" : isNew ? "Create category" : "Save settings"}
      </button>
    </form>
  );
}
