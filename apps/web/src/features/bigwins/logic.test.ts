import { describe, expect, it } from "vitest";
import { type BigWin, canSend, commentErrorKey, commentLength, freshOwnWin } from "./logic";

const win = (id: string, over: Partial<BigWin> = {}): BigWin => ({
  id,
  gameId: "g",
  gameName: "Game",
  vendorId: "v",
  amount: 1000,
  currency: "EUR",
  multiplier: 20,
  player: "FSUA••••12",
  createdAt: "2026-01-01T00:00:00Z",
  comment: null,
  ...over,
});

describe("big-win comment errors", () => {
  it("shows already-exists for COMMENT_EXISTS and REJECTED_BY_TIMEOUT, the generic error otherwise", () => {
    expect(commentErrorKey("COMMENT_EXISTS")).toBe("bigwins.comment.exists");
    expect(commentErrorKey("REJECTED_BY_TIMEOUT")).toBe("bigwins.comment.exists");
    expect(commentErrorKey("COMMENT_TOO_LONG")).toBe("bigwins.comment.error");
    expect(commentErrorKey(undefined)).toBe("bigwins.comment.error");
  });
});

describe("the big-win notification", () => {
  it("picks the newest own win still open for a comment that the player was not told about", () => {
    const feed = [
      win("5"),
      win("4", { mine: true, canComment: false }),
      win("3", { mine: true, canComment: true }),
      win("2", { mine: true, canComment: true }),
    ];
    expect(freshOwnWin(feed, new Set())?.id).toBe("3");
    expect(freshOwnWin(feed, new Set(["3"]))?.id).toBe("2");
    expect(freshOwnWin(feed, new Set(["3", "2"]))).toBeUndefined();
  });
});

describe("the comment field", () => {
  it("counts trimmed characters and allows 1 to 45 while not sending", () => {
    expect(commentLength("  ab  ")).toBe(2);
    expect(commentLength("🎰🎰")).toBe(2);
    expect(canSend("   ", false)).toBe(false);
    expect(canSend("hi", true)).toBe(false);
    expect(canSend("x".repeat(45), false)).toBe(true);
    expect(canSend("x".repeat(46), false)).toBe(false);
  });
});
