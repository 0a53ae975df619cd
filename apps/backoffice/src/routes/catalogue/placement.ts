/** Pure list moves of the placement editor (drag and drop, keyboard), tested without a browser. */

/** The list with the item at `from` moved to index `to` (indexes of the list before the move). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(Math.max(0, Math.min(to, out.length)), 0, item as T);
  return out;
}

/** Adds ids at the end, skipping those already placed. */
export const appendIds = (list: readonly string[], ids: readonly string[]) => [
  ...list,
  ...ids.filter((id) => !list.includes(id)),
];

export const sameOrder = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
