import { describe, expect, it } from "vitest";
import { signedHeaders, verify } from "./index.js";

describe("signed calls", () => {
  const body = JSON.stringify({ amount: 100 });

  it("accepts its own signature", () => {
    const h = signedHeaders("studio", "s3cret-s3cret-s3cret", body, 1_000_000);
    expect(verify("s3cret-s3cret-s3cret", h, body, 1_000_000)).toMatchObject({ ok: true });
  });

  it("refuses a changed body, another secret and a stale timestamp", () => {
    const h = signedHeaders("studio", "s3cret-s3cret-s3cret", body, 1_000_000);
    expect(verify("s3cret-s3cret-s3cret", h, body.replace("100", "101"), 1_000_000)).toEqual({ ok: false, reason: "MISMATCH" });
    expect(verify("other-other-other-other", h, body, 1_000_000)).toEqual({ ok: false, reason: "MISMATCH" });
    expect(verify("s3cret-s3cret-s3cret", h, body, 1_000_000 + 6 * 60_000)).toEqual({ ok: false, reason: "SKEW" });
    expect(verify("s3cret-s3cret-s3cret", {}, body)).toEqual({ ok: false, reason: "MISSING" });
  });
});
