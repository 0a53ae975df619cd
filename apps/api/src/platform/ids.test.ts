import { describe, expect, it } from "vitest";
import { testApp } from "../../test/harness.js";
import { isUuid } from "./ids.js";

describe("ids a caller sends", () => {
  it("are row ids only in the uuid's own shape", () => {
    expect(isUuid("0b7f3c52-8a51-4b1e-9c55-2f1f5d0e7a10")).toBe(true);
    expect(isUuid("0B7F3C52-8A51-4B1E-9C55-2F1F5D0E7A10")).toBe(true);
    // 36 characters of the right alphabet are not a uuid: PostgreSQL would refuse the cast (a 500, not a 404)
    expect(isUuid("-".repeat(36))).toBe(false);
    expect(isUuid("0b7f3c528a514b1e9c552f1f5d0e7a10abcd")).toBe(false);
    expect(isUuid("")).toBe(false);
  });

  it("that only look like one are not found, never a database error", async () => {
    const app = await testApp();
    const dashes = "-".repeat(36);
    await expect(app.services.support.ticket(dashes)).rejects.toMatchObject({ code: "TICKET_NOT_FOUND" });
    await expect(app.services.payments.attachedFile(dashes, "statement")).resolves.toBeUndefined();
  });
});
