import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * Renders its children once their place comes within `margin` px of the
 * viewport: a section below the fold loads its code and data only for a
 * player who scrolls towards it, not with the page.
 */
export function WhenVisible({ children, margin = 600 }: { children: ReactNode; margin?: number }) {
  const spot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = spot.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: `${margin}px 0px`,
    });
    io.observe(el);
    return () => io.disconnect();
  }, [near, margin]);
  return near ? children : <div ref={spot} data-when-visible="" />;
}
