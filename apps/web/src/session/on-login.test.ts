import { beforeEach, describe, expect, it, vi } from "vitest";

/** Accounts spec §4: a login loads bonuses, promotions, providers, categories and push registration, in order. */
describe("what a login loads", () => {
  beforeEach(() => vi.resetModules());

  it("runs the features' steps in the spec's order, whatever order they registered in, one after another", async () => {
    const { onLogin, runOnLogin } = await import("./on-login");
    const calls: string[] = [];
    const step = (name: string, ms: number) => () =>
      new Promise<void>((resolve) => {
        calls.push(`start ${name}`);
        setTimeout(() => {
          calls.push(`end ${name}`);
          resolve();
        }, ms);
      });
    onLogin("push", step("push", 1));
    onLogin("categories", step("categories", 1));
    onLogin("bonuses", step("bonuses", 5));
    onLogin("providers", step("providers", 1));
    onLogin("promotions", step("promotions", 3));
    expect(await runOnLogin()).toEqual(["bonuses", "promotions", "providers", "categories", "push"]);
    expect(calls).toEqual([
      "start bonuses",
      "end bonuses",
      "start promotions",
      "end promotions",
      "start providers",
      "end providers",
      "start categories",
      "end categories",
      "start push",
      "end push",
    ]);
  });

  it("goes on after a step that fails, and skips what no feature registered", async () => {
    const { onLogin, runOnLogin } = await import("./on-login");
    const push = vi.fn(async () => undefined);
    onLogin("bonuses", async () => {
      throw new Error("503");
    });
    onLogin("push", push);
    expect(await runOnLogin()).toEqual(["push"]);
    expect(push).toHaveBeenCalledOnce();
  });
});
