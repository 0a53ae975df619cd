import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("../i18n", () => ({ i18next: { language: "en", t: (k: string) => k } }));
vi.mock("./fingerprint", () => ({ fingerprint: () => "cid" }));

const { api, configureApi, NetworkError } = await import("./client");

/** Accounts spec §8: a call that gets no answer shows the error toast (once for a burst). */
describe("api client on a network failure", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("tells the shell once per burst, and throws NetworkError", async () => {
    const onNetworkError = vi.fn();
    configureApi({ token: () => null, onUnauthorized: async () => false, onNetworkError });
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(api("/data/v1/config")).rejects.toBeInstanceOf(NetworkError);
    await expect(api("/data/v1/config")).rejects.toBeInstanceOf(NetworkError);
    expect(onNetworkError).toHaveBeenCalledTimes(1);
    expect(onNetworkError).toHaveBeenCalledWith("app.network_error");
  });

  it("does not call it for an aborted call or an error answer", async () => {
    const onNetworkError = vi.fn();
    configureApi({ token: () => null, onUnauthorized: async () => false, onNetworkError });
    const abort = Object.assign(new Error("aborted"), { name: "AbortError" });
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(abort));
    await expect(api("/x")).rejects.toBe(abort);
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response('{"code":"X"}', { status: 500 })));
    await expect(api("/x")).rejects.not.toBeInstanceOf(NetworkError);
    expect(onNetworkError).not.toHaveBeenCalled();
  });
});
