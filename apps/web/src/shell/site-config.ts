import type { SiteConfig } from "@casino/contracts/site";
import { useQuery } from "@tanstack/react-query";
import { api } from "../api/client";

export type { SiteConfig };

/** Until the configuration arrives (or if it cannot), the shell renders with these. */
const FALLBACK = { brandName: "Aurum Casino", defaultLocale: "en" } as Partial<SiteConfig>;

export const SITE_CONFIG_KEY = ["site-config"] as const;
export const SITE_CONFIG_STALE_MS = 10 * 60_000;
export const fetchSiteConfig = () => api<SiteConfig>("/data/v1/config", { anonymous: true });

/** The site configuration (`GET /data/v1/config`), fetched once and kept. */
export function useSiteConfig(): Partial<SiteConfig> & { brandName: string } {
  const { data } = useQuery({
    queryKey: SITE_CONFIG_KEY,
    queryFn: fetchSiteConfig,
    staleTime: SITE_CONFIG_STALE_MS,
    retry: 1,
  });
  return { ...FALLBACK, ...data } as Partial<SiteConfig> & { brandName: string };
}
