import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const api = vi.fn();
const logout = vi.fn();

vi.mock("../api/client", async () => {
  class ApiError extends Error {
    constructor(
      readonly status: number,
      readonly code: string,
      message: string,
    ) {
      super(message);
    }
  }
  return { ApiError, api: (...args: unknown[]) => api(...args) };
});
vi.mock("./store", () => ({ sessionStore: { token: () => "tok", logout: (o: unknown) => logout(o) } }));

const { ApiError } = await import("../api/client");
const { revalidateSession } = await import("./revalidate");

const fail = (status: number) => new (ApiError as unknown as new (s: number, c: string, m: string) => Error)(status, "X", "x");

/** Accounts spec §4 and §9: after a 401, revalidate; on 5xx retry twice, 1000 ms apart. */
describe("session revalidation", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    api.mockReset();
    logout.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it("retries twice after 1000 ms on 5xx, then gives up without logging out", async () => {
    api.mockRejectedValue(fail(503));
    const result = revalidateSession();
    await vi.advanceTimersByTimeAsync(0);
    expect(api).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(api).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(api).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(5000);
    expect(api).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toBe(false);
    expect(logout).not.toHaveBeenCalled();
  });

  it("succeeds on a retry after one 500", async () => {
    api.mockRejectedValueOnce(fail(500)).mockResolvedValueOnce({});
    const result = revalidateSession();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe(true);
    expect(api).toHaveBeenCalledTimes(2);
  });

  it("asks the spec's session-status call, GET updates/v1/{token}", async () => {
    api.mockResolvedValueOnce({ status: "ACTIVE" });
    await expect(revalidateSession()).resolves.toBe(true);
    expect(api).toHaveBeenCalledWith("/updates/v1/tok", { anonymous: true });
  });

  it.each([401, 404])("logs out with the expired flag on %i, without retrying", async (status) => {
    api.mockRejectedValue(fail(status));
    await expect(revalidateSession()).resolves.toBe(false);
    expect(api).toHaveBeenCalledTimes(1);
    expect(logout).toHaveBeenCalledWith({ expired: true });
  });

  it("does not retry a 4xx other than 401/404", async () => {
    api.mockRejectedValue(fail(400));
    await expect(revalidateSession()).resolves.toBe(false);
    expect(api).toHaveBeenCalledTimes(1);
    expect(logout).not.toHaveBeenCalled();
  });
});
