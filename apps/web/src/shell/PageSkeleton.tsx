/** What a player sees while a page loads: the page's shape, never a blank screen. */
export function PageSkeleton() {
  return (
    <div className="animate-pulse space-y-4 py-6" aria-busy="true" aria-live="polite">
      <div className="h-8 w-1/3 rounded bg-surface-2" />
      <div className="h-4 w-2/3 rounded bg-surface-2" />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {["a", "b", "c", "d", "e", "f", "g", "h"].map((k) => (
          <div key={k} className="aspect-[4/3] rounded-lg bg-surface-2" />
        ))}
      </div>
    </div>
  );
}
