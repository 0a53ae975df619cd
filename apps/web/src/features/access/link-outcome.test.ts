import { describe, expect, it } from "vitest";
import { registrationLinkOutcome } from "./link-outcome";

/** Accounts spec §2: the registration link's three result routes. */
describe("the e-mail registration link", () => {
  it("lands a confirmed registration on registration/success (the page that then leads to the first deposit)", () => {
    expect(registrationLinkOutcome({ ok: true })).toBe("registrationSuccess");
  });

  it("lands a link whose time ran out on registration/expired and any other refusal on registration/failed", () => {
    expect(registrationLinkOutcome({ ok: false, status: 423 })).toBe("registrationExpired");
    expect(registrationLinkOutcome({ ok: false, status: 400 })).toBe("registrationFailed");
    expect(registrationLinkOutcome({ ok: false, status: 0 })).toBe("registrationFailed");
  });
});
