/** One entry of `GET /api/bigwin/v1` (amount in minor units of its currency). */
export interface BigWin {
  id: string;
  gameId: string;
  gameName: string;
  vendorId: string;
  amount: number;
  currency: string;
  multiplier: number;
  player: string;
  createdAt: string;
  comment: string | null;
  mine?: boolean;
  canComment?: boolean;
}

/** Games spec: a big-win comment has at most 45 characters. */
export const COMMENT_MAX = 45;

/** Codes that mean "this win already has its comment" (games spec: the already-exists error). */
const ALREADY = new Set(["COMMENT_EXISTS", "REJECTED_BY_TIMEOUT"]);

/** The message key for a failed comment: already-exists for COMMENT_EXISTS / REJECTED_BY_TIMEOUT, else the generic one. */
export function commentErrorKey(data: unknown): "bigwins.comment.exists" | "bigwins.comment.error" {
  return typeof data === "string" && ALREADY.has(data) ? "bigwins.comment.exists" : "bigwins.comment.error";
}

/** The player's newest big win they can still comment on and have not been told about. */
export function freshOwnWin(feed: BigWin[], seen: ReadonlySet<string>): BigWin | undefined {
  return feed.find((w) => w.mine && w.canComment && !w.comment && !seen.has(w.id));
}

/** The length the counter shows: what is sent (trimmed), counted in characters, not UTF-16 units. */
export const commentLength = (text: string) => [...text.trim()].length;

/** Whether the comment button may be pressed. */
export const canSend = (text: string, sending: boolean) =>
  !sending && commentLength(text) > 0 && commentLength(text) <= COMMENT_MAX;
