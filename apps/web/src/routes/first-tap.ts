/**
 * A tap on a first frame's button before the app ran (index.html's first-frame script keeps the last one's
 * `data-first-tap`: routes/first-frame.ts), for the page that renders that button to do once it runs: the tap
 * is not lost to a phone still loading the code. Taken once, and only by the page it names (`prefix`).
 */
export function takeFirstTap(prefix: string): string | undefined {
  const g = globalThis as { __firstTap?: string };
  const tap = g.__firstTap;
  if (!tap?.startsWith(prefix)) return undefined;
  delete g.__firstTap;
  return tap.slice(prefix.length);
}
