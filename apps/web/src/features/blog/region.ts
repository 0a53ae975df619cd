import { useSession } from "../../session/store";
import { useSiteConfig } from "../../shell/site-config";

/** The reader's region for the posts' variables: the player's country, else the site's region. */
export function useReaderRegion(): string | undefined {
  const country = useSession((s) => (s.session?.customer?.country as string | undefined) ?? undefined);
  const { region } = useSiteConfig();
  return country ?? region;
}
