import { describe, expect, it } from "vitest";
import { isQuietPage } from "./quiet-pages";

describe("isQuietPage", () => {
  it("the restrictions and withdrawal pages take no offer, in any language", () => {
    for (const path of [
      "/en/account/restrictions",
      "/de/account/restrictions/",
      "/en/account/withdrawals",
      "/ru/account/withdrawals/p-1/success",
      "/en/payments/withdrawals",
    ])
      expect(isQuietPage(path, false), path).toBe(true);
  });

  it("the other pages do", () => {
    for (const path of ["/en", "/en/account", "/en/account/deposit", "/en/promotions", "/en/account/history"])
      expect(isQuietPage(path, false), path).toBe(false);
  });

  it("a withdrawal-only session takes none at any address", () => {
    expect(isQuietPage("/en", true)).toBe(true);
  });
});
