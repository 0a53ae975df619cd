import type { ProtectionChange } from "@casino/contracts/protection";
import { describe, expect, it } from "vitest";
import { formatAmount } from "./format";
import {
  balanceLabel,
  detailLabel,
  detailValue,
  exclusionKind,
  exclusionText,
  humanize,
  limitName,
  protectionChangeText,
  standingKind,
  standingLabel,
  standingReason,
} from "./labels";

const change = (action: string, detail: Record<string, unknown> = {}): ProtectionChange => ({
  id: "1",
  at: "2026-11-29T08:00:00.000Z",
  actor: "player",
  action,
  detail,
});
const until = "2026-12-07T10:00:00.000Z";
const day = new Date(until).toLocaleDateString("en-GB");

describe("a player's standing", () => {
  it("tells a cool-down from a self-exclusion and an operator's block", () => {
    const cooldown = { status: "SELF_EXCLUDED" as const, reason: "COOLDOWN", since: null, until };
    expect(standingKind(cooldown)).toBe("COOLDOWN");
    expect(standingLabel(cooldown)).toBe(`Cool-down until ${day}`);
    expect(standingReason(cooldown)).toBeNull();
    const lock = { status: "SELF_EXCLUDED" as const, reason: "LOCK", since: null, until };
    expect(standingKind(lock)).toBe("SELF_EXCLUSION");
    expect(standingLabel(lock)).toBe(`Self-excluded until ${day}`);
    expect(standingLabel({ ...lock, until: null })).toBe("Self-excluded for good");
    const blocked = { status: "BLOCKED" as const, reason: "fraud review", since: until, until: null };
    expect(standingLabel(blocked)).toBe("Blocked by an operator");
    expect(standingReason(blocked)).toBe("fraud review");
    expect(standingLabel({ status: "ACTIVE", reason: null, since: null, until: null })).toBe("Active");
    expect(standingLabel({ status: "PENDING", reason: null, since: null, until: null })).toBe("Not confirmed");
  });

  it("names an exclusion's kind the same way on every screen", () => {
    expect(exclusionKind("COOLDOWN")).toBe("cool-down");
    expect(exclusionKind("LOCK")).toBe("self-exclusion");
    const when = (iso: string) => `at ${iso}`;
    expect(exclusionText("COOLDOWN", until, when)).toBe(`cool-down until at ${until}`);
    expect(exclusionText("LOCK", null, when)).toBe("self-excluded for good");
    expect(exclusionText("NOT_SET", null, when)).toBe("none");
  });
});

describe("the protection history", () => {
  it("reads each action as a sentence, money through the one formatter", () => {
    expect(protectionChangeText(change("limit.set", { limit: "deposit.weekly", from: null, to: 100000 }), "EUR")).toBe(
      "Limit set: weekly deposit 1,000.00 EUR (was no limit)",
    );
    expect(protectionChangeText(change("limit.pending", { limit: "losses.daily", from: 5000, to: 99999999900 }), "EUR")).toBe(
      "Limit change requested: daily loss 999,999,999.00 EUR (was 50.00 EUR), waiting for the player's confirmation",
    );
    expect(protectionChangeText(change("limit.set", { limit: "deposit.daily", from: 1, to: 2 }), "EUR")).toContain(
      formatAmount(2, "EUR"),
    );
    expect(protectionChangeText(change("operator-limit.set", { limit: "gameSessionDuration", from: null, to: 45 }), "EUR")).toBe(
      "Operator limit set: session time 45 minutes (was no limit)",
    );
    expect(protectionChangeText(change("cooldown.start", { period: "1w", type: "COOLDOWN", expires: until }), "EUR")).toBe(
      `Cool-down started for 1 week, until ${day}`,
    );
    expect(protectionChangeText(change("exclusion.start", { period: "forever", type: "LOCK", expires: null }), "EUR")).toBe(
      "Self-exclusion started for good",
    );
    expect(protectionChangeText(change("reality-check.set", { minutes: 15 }), "EUR")).toBe("Reality check every 15 minutes");
    expect(protectionChangeText(change("reality-check.set", { minutes: null }), "EUR")).toBe("Reality check turned off");
    expect(protectionChangeText(change("deposit-limit-offer.declined"), "EUR")).toBe("Declined the deposit-limit offer");
  });

  it("keeps an unknown code readable", () => {
    expect(protectionChangeText(change("something.new_happened"), "EUR")).toBe("Something new happened");
    expect(protectionChangeText(change("limit.frozen", { limit: "deposit.monthly", to: 500 }), "EUR")).toBe(
      "Limit frozen: monthly deposit 5.00 EUR",
    );
    expect(limitName("bets.hourly")).toBe("bets hourly");
    expect(humanize("")).toBe("—");
  });
});

describe("balances and the profile", () => {
  it("titles a bonus card by its promotion, never by a raw id", () => {
    expect(balanceLabel("cash")).toBe("Cash");
    expect(balanceLabel("reserved")).toBe("Reserved for withdrawals");
    expect(balanceLabel("bonus:6e619d9c-11ae-4c4e-9a3b-0e4f0a1b2c3d", "Welcome 100%")).toBe("Bonus: Welcome 100%");
    expect(balanceLabel("bonus:6e619d9c-11ae-4c4e-9a3b-0e4f0a1b2c3d", null)).toBe("Bonus");
  });

  it("labels profile fields and writes booleans as Yes/No", () => {
    expect(detailLabel("LOCATION_CITY")).toBe("City");
    expect(detailLabel("CONTACT_PHONE_VERIFIED")).toBe("Phone confirmed");
    expect(detailLabel("SOME_NEW_KEY")).toBe("Some new key");
    expect(detailValue("CONTACT_PHONE_VERIFIED", "true")).toBe("Yes");
    expect(detailValue("CONTACT_EMAIL_VERIFIED", "false")).toBe("No");
    expect(detailValue("GENDER", "F")).toBe("Female");
    expect(detailValue("LOCATION_CITY", "Tallinn")).toBe("Tallinn");
  });
});
