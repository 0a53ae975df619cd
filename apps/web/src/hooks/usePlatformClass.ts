import { useEffect, useSyncExternalStore } from "react";

export type Platform = "mobile" | "tablet" | "desktop";

/** Breakpoints of the games spec §2: mobile to 767, tablet 768–991, desktop from 992. */
export function platformFor(width: number): Platform {
  if (width < 768) return "mobile";
  if (width < 992) return "tablet";
  return "desktop";
}

/** Keeps `desktop|tablet|mobile` on <body>. */
export function usePlatformClass() {
  useEffect(() => {
    const apply = () => {
      const p = platformFor(window.innerWidth);
      document.body.classList.remove("mobile", "tablet", "desktop");
      document.body.classList.add(p);
    };
    apply();
    window.addEventListener("resize", apply);
    return () => window.removeEventListener("resize", apply);
  }, []);
}

const subscribeResize = (cb: () => void) => {
  window.addEventListener("resize", cb);
  return () => window.removeEventListener("resize", cb);
};

/** The current platform, updated on resize. */
export function usePlatform(): Platform {
  return useSyncExternalStore(subscribeResize, () => platformFor(window.innerWidth));
}
