import { describe, expect, it } from "vitest";
import { nextCheckIn } from "./reality-check";

describe("reality check timing", () => {
  it("waits for the next whole interval since the session started", () => {
    expect(nextCheckIn(900_000, 0)).toBe(900_000);
    expect(nextCheckIn(900_000, 120_000)).toBe(780_000);
    expect(nextCheckIn(900_000, 900_000)).toBe(900_000);
    expect(nextCheckIn(900_000, 1_000_000)).toBe(800_000);
    expect(nextCheckIn(30_000, -50)).toBe(30_000);
  });
});
