import { isDemoSegment } from "../catalogue/slug";

export interface GamePath {
  gameName?: string;
  vendorId: string;
  gameId: string;
  demo: boolean;
}

/**
 * Reads `games/{gameName?}/{vendorId}/{gameId?}/{demo?}` from the path itself:
 * the optional segments make the pattern ambiguous, the count is not.
 */
export function parseGamePath(pathname: string): GamePath | null {
  const segs = pathname.split("/").filter(Boolean).slice(2).map(decodeURIComponent);
  const demo = isDemoSegment(segs[segs.length - 1]);
  if (demo) segs.pop();
  if (segs.length === 3) return { gameName: segs[0], vendorId: segs[1]!, gameId: segs[2]!, demo };
  if (segs.length === 2) return { vendorId: segs[0]!, gameId: segs[1]!, demo };
  return null;
}
