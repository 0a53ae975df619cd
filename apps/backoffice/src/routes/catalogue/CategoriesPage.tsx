import { useState } from "react";
import { useCategories, useCreateCategory, useDeleteCategory, useUpdateCategory } from "../../hooks/api/catalogue";
import { CategoryForm } from "./CategoryForm";
import { CategoryGames } from "./CategoryGames";

/** Categories: where each shows, its names, and the games it holds in order. */
export function CategoriesPage() {
  const categories = useCategories();
  const [selected, setSelected] = useState<number | "new" | null>(null);
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const current = typeof selected === "number" ? categories.data?.find((c) => c.id === selected) : undefined;

  return (
    <div className="flex gap-6">
      <aside className="w-72 shrink-0 space-y-2">
        <div className="flex items-center justify-between">
          <h2 className="text-lg font-semibold">All categories</h2>
          <button type="button" className="btn-secondary" onClick={() => setSelected("new")}>
            New
          </button>
        </div>
        {categories.isLoading && <p className="text-sm text-muted">Loading…</p>}
        <ul className="divide-y divide-surface-2 rounded border border-surface-2">
          {categories.data?.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                onClick={() => setSelected(c.id)}
                aria-current={selected === c.id}
                className={`flex w-full items-center gap-2 px-3 py-2 text-left text-sm hover:bg-surface-2 ${selected === c.id ? "bg-surface-2" : ""}`}
              >
                <span className="flex-1">{c.name}</span>
                {!c.enabled && <span className="rounded bg-surface-2 px-1.5 text-xs">hidden</span>}
                <span className="tabular-nums text-xs text-muted">{c.games}</span>
              </button>
            </li>
          ))}
        </ul>
      </aside>
      <div className="min-w-0 flex-1 space-y-6">
        {selected === "new" && (
          <CategoryForm
            pending={create.isPending}
            error={create.error as Error | null}
            onSubmit={(c) => create.mutate(c, { onSuccess: (made) => setSelected(made.id) })}
          />
        )}
        {current && (
          <>
            <div className="flex items-center justify-between">
              <h2 className="text-lg font-semibold">
                {current.name}{" "}
                <span className="text-sm text-muted">
                  #{current.id} {current.code}
                </span>
              </h2>
              {!current.fixed && (
                <button
                  type="button"
                  className="btn-danger"
                  onClick={() => {
                    if (window.confirm(`Delete the category ${current.name}?`))
                      remove.mutate(current.id, { onSuccess: () => setSelected(null) });
                  }}
                >
                  Delete
                </button>
              )}
            </div>
            {current.id === 0 ? (
              <p className="text-sm text-muted">All games holds every visible game, by name; it has no placement.</p>
            ) : (
              <CategoryGames categoryId={current.id} />
            )}
            <CategoryForm
              key={current.id}
              category={current}
              pending={update.isPending}
              error={update.error as Error | null}
              onSubmit={({ code: _code, ...rest }) => update.mutate({ id: current.id, ...rest })}
            />
          </>
        )}
        {selected === null && <p className="text-sm text-muted">Choose a category to place and order its games.</p>}
      </div>
    </div>
  );
}
