import { expect, it } from "vitest";
import { withQuery } from "./api";
import { safeNext } from "./next";

it("returns to a back office path after sign-in, never to another origin", () => {
  expect(safeNext("/audit?action=operator.created")).toBe("/audit?action=operator.created");
  expect(safeNext("//evil.example.com/x")).toBe("/");
  expect(safeNext("/\\evil.example.com")).toBe("/");
  expect(safeNext("https://evil.example.com")).toBe("/");
  expect(safeNext(null)).toBe("/");
});

it("puts only the filters that are set into the query string", () => {
  expect(withQuery("/operator/v1/audit", { action: "operator.", page: 2, from: "", to: undefined, operator: null })).toBe(
    "/operator/v1/audit?action=operator.&page=2",
  );
  expect(withQuery("/operator/v1/audit")).toBe("/operator/v1/audit");
});
