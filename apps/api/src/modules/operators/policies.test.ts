import { PERMISSIONS, ROLE_PERMISSIONS, ROLES } from "@casino/contracts/operators";
import { describe, expect, it } from "vitest";
import { AppError } from "../../platform/errors.js";
import { assertCan, assertNotSameOperator, can } from "./policies.js";

describe("operator policies", () => {
  it("four eyes: the operator who asked cannot approve; anyone else can", () => {
    const err = (() => {
      try {
        assertNotSameOperator("op-1", { id: "op-1" });
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 403, code: "OPERATOR_SAME_OPERATOR" });
    expect(() => assertNotSameOperator("op-1", { id: "op-2" })).not.toThrow();
  });

  it("roles grant what the issue gives them, and only known permissions", () => {
    expect(can({ role: "finance" }, "withdrawals.approve")).toBe(true);
    expect(can({ role: "support" }, "withdrawals.approve")).toBe(false);
    expect(can({ role: "support" }, "players.read")).toBe(true);
    expect(can({ role: "support" }, "players.block")).toBe(false);
    expect(can({ role: "compliance" }, "kyc.review")).toBe(true);
    expect(can({ role: "content" }, "catalogue.write")).toBe(true);
    expect(can({ role: "content" }, "players.read")).toBe(true); // a player's bonuses are granted on the player page
    expect(can({ role: "admin" }, "operators.manage")).toBe(true);
    expect(ROLES.filter((r) => can({ role: r }, "operators.manage"))).toEqual(["admin"]);
    for (const r of ROLES) for (const p of ROLE_PERMISSIONS[r]) expect(PERMISSIONS).toContain(p);
    expect(() => assertCan({ role: "content" }, "ledger.read")).toThrow(/role does not allow/);
  });
});
