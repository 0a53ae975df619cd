import type { AdminGame } from "@casino/contracts/catalogue-admin";
import { useEffect, useState } from "react";
import { useCategoryGames, useGames, useSetCategoryGames } from "../../hooks/api/catalogue";
import { appendIds, moveItem, sameOrder } from "./placement";

/**
 * The games of one category in the order players see them: drag a row (or
 * focus it and press Alt+↑/Alt+↓, or use its arrow buttons) to reorder,
 * remove with ×, add from the search below; Save sends the whole list.
 */
export function CategoryGames({ categoryId }: { categoryId: number }) {
  const placed = useCategoryGames(categoryId);
  const save = useSetCategoryGames();
  const [order, setOrder] = useState<string[]>([]);
  const [known, setKnown] = useState<Map<string, AdminGame>>(new Map());
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [search, setSearch] = useState("");
  const found = useGames({ q: search || undefined, limit: 20, offset: 0 });

  useEffect(() => {
    if (!placed.data) return;
    setOrder(placed.data.map((g) => g.id));
    setKnown((m) => new Map([...m, ...placed.data.map((g) => [g.id, g] as const)]));
  }, [placed.data]);

  const saved = placed.data?.map((g) => g.id) ?? [];
  const dirty = !sameOrder(saved, order);
  const move = (from: number, to: number) => setOrder((l) => moveItem(l, from, to));
  const add = (g: AdminGame) => {
    setKnown((m) => new Map(m).set(g.id, g));
    setOrder((l) => appendIds(l, [g.id]));
  };

  if (placed.isLoading) return <p className="text-sm text-muted">Loading games…</p>;
  return (
    <section aria-label="Games in this category" className="space-y-3">
      <div className="flex items-center justify-between">
        <h3 className="font-semibold">Games ({order.length})</h3>
        <div className="flex gap-2">
          {dirty && (
            <button type="button" className="btn-ghost" onClick={() => setOrder(saved)}>
              Undo changes
            </button>
          )}
          <button
            type="button"
            disabled={!dirty || save.isPending}
            className="btn-primary"
            onClick={() => save.mutate({ id: categoryId, gameIds: order })}
          >
            {save.isPending ? "Saving…" : "Save order"}
          </button>
        </div>
      </div>
      {save.error && (
        <p role="alert" className="text-sm text-danger">
          {(save.error as Error).message}
        </p>
      )}
      {order.length === 0 && <p className="text-sm text-muted">No games yet: add some from the search below.</p>}
      <ol className="divide-y divide-surface-2 rounded border border-surface-2" data-testid="placement">
        {order.map((id, i) => {
          const g = known.get(id);
          return (
            <li
              key={id}
              draggable
              data-game-id={id}
              aria-label={`${g?.name ?? id}, position ${i + 1} of ${order.length}`}
              onDragStart={(e) => {
                setDragging(i);
                e.dataTransfer.effectAllowed = "move";
                e.dataTransfer.setData("text/plain", id);
              }}
              onDragOver={(e) => {
                e.preventDefault();
                setOver(i);
              }}
              onDragLeave={() => setOver((o) => (o === i ? null : o))}
              onDrop={(e) => {
                e.preventDefault();
                if (dragging !== null) move(dragging, i);
                setDragging(null);
                setOver(null);
              }}
              onDragEnd={() => {
                setDragging(null);
                setOver(null);
              }}
              className={`flex cursor-grab items-center gap-3 px-3 py-2 text-sm outline-none focus:bg-surface-2 ${
                over === i && dragging !== i ? "border-t-2 border-accent" : ""
              } ${dragging === i ? "opacity-50" : ""}`}
            >
              <button
                type="button"
                data-handle
                aria-label={`Reorder ${g?.name ?? id} (drag, or Alt+↑ / Alt+↓)`}
                className="cursor-grab px-1 text-muted focus:text-accent"
                onKeyDown={(e) => {
                  if (!e.altKey || (e.key !== "ArrowUp" && e.key !== "ArrowDown")) return;
                  e.preventDefault();
                  const to = e.key === "ArrowUp" ? i - 1 : i + 1;
                  if (to < 0 || to >= order.length) return;
                  move(i, to);
                  requestAnimationFrame(() =>
                    (document.querySelector(`[data-game-id="${CSS.escape(id)}"] [data-handle]`) as HTMLElement | null)?.focus(),
                  );
                }}
              >
                ⠿
              </button>
              <span className="w-8 text-right tabular-nums text-muted">{i + 1}</span>
              <span className="flex-1">
                {g?.name ?? id}
                {g && !g.visible && <span className="ml-2 rounded bg-surface-2 px-1.5 text-xs">hidden</span>}
              </span>
              <span className="text-xs text-muted">{g?.vendorId}</span>
              <button
                type="button"
                aria-label={`Move ${g?.name ?? id} up`}
                disabled={i === 0}
                className="px-1 disabled:opacity-30"
                onClick={() => move(i, i - 1)}
              >
                ↑
              </button>
              <button
                type="button"
                aria-label={`Move ${g?.name ?? id} down`}
                disabled={i === order.length - 1}
                className="px-1 disabled:opacity-30"
                onClick={() => move(i, i + 1)}
              >
                ↓
              </button>
              <button
                type="button"
                aria-label={`Remove ${g?.name ?? id}`}
                className="px-1 text-danger"
                onClick={() => setOrder((l) => l.filter((x) => x !== id))}
              >
                ×
              </button>
            </li>
          );
        })}
      </ol>
      <div className="space-y-2">
        <label className="block text-sm">
          Add games
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search by name or id"
            className="field mt-1"
          />
        </label>
        <ul className="max-h-64 overflow-auto rounded border border-surface-2">
          {found.data?.items.map((g) => (
            <li key={g.id} className="flex items-center gap-3 px-3 py-1.5 text-sm">
              <span className="flex-1">
                {g.name} <span className="text-xs text-muted">{g.id}</span>
              </span>
              <button
                type="button"
                disabled={order.includes(g.id)}
                aria-label={`Add ${g.name}`}
                className="btn-ghost disabled:opacity-30"
                onClick={() => add(g)}
              >
                {order.includes(g.id) ? "placed" : "Add"}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
