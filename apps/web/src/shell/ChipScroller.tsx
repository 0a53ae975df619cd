import { Children, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * A row of chips wider than the screen: a fade at each edge that has more
 * chips behind it, and on a mouse-driven screen arrows that scroll by most of
 * a width, so the cut-off chips read as "more this way" and can be reached
 * without a trackpad.
 */
export function ChipScroller({
  label,
  className = "",
  testId,
  children,
}: {
  label: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const row = useRef<HTMLElement>(null);
  const [more, setMore] = useState({ before: false, after: false });
  const measure = useCallback(() => {
    const el = row.current;
    if (!el) return;
    const before = el.scrollLeft > 1;
    const after = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setMore((m) => (m.before === before && m.after === after ? m : { before, after }));
  }, []);
  // Watched once per set of chips (not on every render): the row's size, each chip's, and the scroll.
  const chips = Children.count(children);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `chips` re-observes when chips come or go
  useEffect(() => {
    const el = row.current;
    if (!el) return;
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(el);
    for (const chip of el.children) resized.observe(chip);
    el.addEventListener("scroll", measure, { passive: true });
    return () => {
      resized.disconnect();
      el.removeEventListener("scroll", measure);
    };
  }, [measure, chips]);
  const scroll = (direction: 1 | -1) => {
    const el = row.current;
    el?.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: "smooth" });
  };
  const edge = "absolute top-0 bottom-1 w-12 from-bg to-transparent";
  const arrow = "pointer-events-auto hidden size-8 items-center justify-center rounded-full bg-surface text-lg pointer-fine:flex";
  return (
    <div className={`relative ${className}`} data-testid={testId} data-more-before={more.before} data-more-after={more.after}>
      <nav ref={row} aria-label={label} className="flex gap-2 overflow-x-auto pb-1 [scrollbar-width:none]">
        {children}
      </nav>
      {more.before ? (
        <div className={`${edge} pointer-events-none left-0 flex items-center bg-gradient-to-r`}>
          <button
            type="button"
            className={arrow}
            aria-label={t("app.scroll_left")}
            onClick={() => scroll(-1)}
            data-testid="chips-before"
          >
            ‹
          </button>
        </div>
      ) : null}
      {more.after ? (
        <div className={`${edge} pointer-events-none right-0 flex items-center justify-end bg-gradient-to-l`}>
          <button
            type="button"
            className={arrow}
            aria-label={t("app.scroll_right")}
            onClick={() => scroll(1)}
            data-testid="chips-after"
          >
            ›
          </button>
        </div>
      ) : null}
    </div>
  );
}
