import { describe, expect, it } from "vitest";
import { appendIds, moveItem, sameOrder } from "./placement";

describe("placement moves", () => {
  it("moves an item down, up, to the ends, and ignores a move out of range", () => {
    const l = ["a", "b", "c", "d"];
    expect(moveItem(l, 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveItem(l, 3, 0)).toEqual(["d", "a", "b", "c"]);
    expect(moveItem(l, 1, 99)).toEqual(["a", "c", "d", "b"]);
    expect(moveItem(l, 2, 1)).toEqual(["a", "c", "b", "d"]);
    expect(moveItem(l, 7, 0)).toEqual(l);
    expect(l).toEqual(["a", "b", "c", "d"]);
  });

  it("appends only games not placed yet, and compares orders", () => {
    expect(appendIds(["a", "b"], ["b", "c"])).toEqual(["a", "b", "c"]);
    expect(sameOrder(["a", "b"], ["a", "b"])).toBe(true);
    expect(sameOrder(["a", "b"], ["b", "a"])).toBe(false);
  });
});
