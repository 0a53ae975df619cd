import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session/store";
import { useSiteConfig } from "../../shell/site-config";
import { useDetails } from "../profile/useDetails";
import { paymentsApi } from "./api";
import { methodName } from "./method-name";
import type { PaymentType } from "./types";

/**
 * The player's region: the profile's country when logged in, else the site's.
 * `ready` is false while the profile is still loading.
 */
export function useRegion(): { region: string | undefined; ready: boolean } {
  const loggedIn = useSession((s) => s.session !== null);
  const details = useDetails();
  const config = useSiteConfig();
  const country = loggedIn ? (details.data?.data as Record<string, string> | undefined)?.LOCATION_COUNTRY : undefined;
  return {
    region: country ?? (config as { region?: string }).region,
    ready: !loggedIn || !details.isPending,
  };
}

/** `GET /{type}/v1?region={country}`. */
export function useMethods(type: PaymentType, region: string | undefined, ready = true) {
  const loggedIn = useSession((s) => s.session !== null);
  return useQuery({
    queryKey: ["payment-methods", type, region, loggedIn],
    queryFn: () => paymentsApi.methods(type, region),
    enabled: ready,
    staleTime: 30_000,
  });
}

/** A function naming a method of this type in the player's language, from the region's method list (cached). */
export function useMethodNames(type: PaymentType) {
  const { t } = useTranslation();
  const { region, ready } = useRegion();
  const methods = useMethods(type, region, ready);
  return (id: string) => methodName(t, id, methods.data?.methods.find((m) => m.id === id)?.name);
}
