import { describe, expect, it } from "vitest";
import {
  expiryYear,
  fieldProblem,
  groupMethods,
  nextStep,
  outgoingValue,
  routeStatusOf,
  statusParams,
  toIsoDate,
} from "./machine";
import type { FormField, PaymentMethod, PaymentView } from "./types";

const view = (v: Partial<PaymentView>): PaymentView => ({
  requestId: "p1",
  kind: "KIND_NOT_SET",
  status: "PROCESSING",
  amount: 1000,
  ...v,
});

describe("payment state machine (games spec §4)", () => {
  it("confirms a quote without a converted amount after init, and treats it as EXECUTE once converted", () => {
    expect(nextStep(view({ quoteId: "q1" }), true)).toEqual({ type: "confirmQuote" });
    const converted = view({ quoteId: "q1", convertedAmount: 12345, kind: "FORM", status: "PROCESSING_ACTION_REQUESTED" });
    expect(nextStep(converted, true)).toEqual({ type: "poll", routeStatus: null });
  });

  it("redirects for REDIRECTION and PROCESS3DS, hands HTML over, and asks for a FORM that executes", () => {
    expect(
      nextStep(view({ kind: "REDIRECTION", redirectUrl: "https://psp/pay/1", status: "PROCESSING_ACTION_REQUESTED" })),
    ).toEqual({
      type: "redirect",
      url: "https://psp/pay/1",
    });
    expect(nextStep(view({ kind: "PROCESS3DS", redirectUrl: "https://psp/3ds/1" }))).toEqual({
      type: "redirect3ds",
      url: "https://psp/3ds/1",
    });
    expect(nextStep(view({ kind: "HTML", html: "<form></form>" })).type).toBe("html");
    expect(nextStep(view({ kind: "FORM", execute: true, form: { fields: [] } })).type).toBe("form");
    expect(nextStep(view({ kind: "EXECUTE", execute: true })).type).toBe("form");
  });

  it("polls a payment waiting for action, and moves the route on PROCESSING, SUCCESS(FUL), REJECTED, FAILED(URE)", () => {
    expect(nextStep(view({ status: "PROCESSING_ACTION_REQUESTED" }))).toEqual({ type: "poll", routeStatus: null });
    expect(nextStep(view({ status: "PROCESSING" }))).toEqual({ type: "poll", routeStatus: "processing" });
    expect(nextStep(view({ status: "SUCCESSFUL" }))).toEqual({ type: "final", status: "success" });
    expect(routeStatusOf("SUCCESS")).toBe("success");
    expect(routeStatusOf("REJECTED")).toBe("rejected");
    expect(routeStatusOf("FAILURE")).toBe("failed");
    expect(routeStatusOf("FAILED")).toBe("failed");
    expect(routeStatusOf("PROCESSING_ACTION_REQUESTED")).toBeNull();
  });

  it("warns about an outstanding request before anything else", () => {
    expect(nextStep(view({ status: "OUTSTANDING_REQUEST", quoteId: "q" }), true)).toEqual({ type: "outstanding" });
  });

  it("swaps the status route's params when the first one is a known status", () => {
    expect(statusParams("success", "abc")).toEqual({ payment: "abc", status: "success" });
    expect(statusParams("abc", "failed")).toEqual({ payment: "abc", status: "failed" });
    expect(statusParams(undefined, "processing")).toEqual({ payment: undefined, status: "processing" });
    expect(statusParams("rejected", undefined)).toEqual({ payment: undefined, status: "rejected" });
  });
});

describe("payment methods", () => {
  const m = (id: string, category: PaymentMethod["category"], weight: number): PaymentMethod => ({ id, category, weight });
  const ms = [
    m("bank", "BANK_TRANSFERS", 10),
    m("card", "CARDS", 90),
    m("btc", "CRYPTO", 40),
    m("upi", "E_WALLETS", 30),
    m("wallet", "E_WALLETS", 60),
  ];

  it("groups by category, the heaviest group and method first", () => {
    const g = groupMethods(ms);
    expect(g.map((x) => x.category)).toEqual(["CARDS", "E_WALLETS", "CRYPTO", "BANK_TRANSFERS"]);
    expect(g[1]!.methods.map((x) => x.id)).toEqual(["wallet", "upi"]);
  });

  it("lets a region screen order the groups and pin its local method first (UPI for IND)", () => {
    const g = groupMethods(ms, ["E_WALLETS", "BANK_TRANSFERS"], ["upi"]);
    expect(g.map((x) => x.category)).toEqual(["E_WALLETS", "BANK_TRANSFERS", "CARDS", "CRYPTO"]);
    expect(g[0]!.methods.map((x) => x.id)).toEqual(["upi", "wallet"]);
  });
});

describe("payment fields (games spec §5)", () => {
  const f = (type: FormField["type"], constraints: FormField["constraints"] = {}, identifier = "x"): FormField => ({
    type,
    identifier,
    constraints,
  });

  it("requires every field but e-mail, and checks length, range, pattern and lists", () => {
    expect(fieldProblem(f("INPUT_TEXT"), " ")).toBe("required");
    expect(fieldProblem(f("INPUT_EMAIL"), "")).toBeNull();
    expect(fieldProblem(f("INPUT_EMAIL"), "nope")).toBe("email");
    expect(fieldProblem(f("INPUT_TEXT", { min: 3, max: 5 }), "ab")).toBe("min_length");
    expect(fieldProblem(f("INPUT_TEXT", { min: 3, max: 5 }), "abcdef")).toBe("max_length");
    expect(fieldProblem(f("INPUT_NUMBER", { min: 1, max: 9 }), "10")).toBe("max");
    expect(fieldProblem(f("INPUT_TEXT", { pattern: "[A-Z]{2}\\d+" }), "ua12")).toBe("pattern");
    expect(fieldProblem(f("INPUT_TEXT", { pattern: "[A-Z]{2}\\d+" }), "UA12")).toBeNull();
    expect(fieldProblem(f("INPUT_TEXT", { valuesList: ["a", "b"] }), "c")).toBe("choice");
    expect(fieldProblem(f("INPUT_CARD_EXPIRE_MONTH"), "13")).toBe("pattern");
  });

  it("sends the birthday as ISO and a two-digit card year with 20 before it", () => {
    expect(toIsoDate("07/03/1990")).toBe("1990-03-07");
    expect(outgoingValue(f("INPUT_DATE", {}, "birthday"), "07/03/1990")).toBe("1990-03-07");
    expect(outgoingValue(f("INPUT_TEXT", {}, "BIRTHDAY"), "1990-03-07")).toBe("1990-03-07");
    expect(expiryYear("29")).toBe("2029");
    expect(outgoingValue(f("INPUT_CARD_EXPIRE_YEAR"), "31")).toBe("2031");
    expect(outgoingValue(f("INPUT_CARD_EXPIRE_MONTH"), "4")).toBe("04");
    expect(outgoingValue(f("INPUT_CREDIT_CARD"), "4242 4242 4242 4242")).toBe("4242424242424242");
  });
});
