import { afterEach, describe, expect, it } from "vitest";
import { takeFirstTap } from "./first-tap";

const g = globalThis as { __firstTap?: string };

describe("a first frame's tap, for the page that runs after it", () => {
  afterEach(() => {
    delete g.__firstTap;
  });

  it("goes to the page it names, once", () => {
    g.__firstTap = "promotion-details:p7";
    expect(takeFirstTap("promotion-")).toBe("details:p7");
    expect(takeFirstTap("promotion-")).toBeUndefined();
  });

  it("is left for its own page by another, and there is none before a tap", () => {
    expect(takeFirstTap("blog-more")).toBeUndefined();
    g.__firstTap = "blog-more";
    expect(takeFirstTap("promotion-")).toBeUndefined();
    expect(takeFirstTap("blog-more")).toBe("");
  });
});
