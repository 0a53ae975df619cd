import { describe, expect, it } from "vitest";
import { pagedTotal } from "../support/labels";
import { badRegion, parseRegions } from "./regions";

describe("notification regions", () => {
  it("reads regions typed with commas, spaces or lines, in any case", () => {
    expect(parseRegions(" ltu, LVA;est\nfin ")).toEqual(["LTU", "LVA", "EST", "FIN"]);
    expect(parseRegions("")).toEqual([]);
  });
  it("names the first region that is not three letters", () => {
    expect(badRegion(["LTU", "LT", "LVA1"])).toBe("LT");
    expect(badRegion(["LTU"])).toBeUndefined();
  });
});

describe("lists the api answers without a total", () => {
  it("counts one more page while the api answered one row more than a page", () => {
    expect(pagedTotal(1, 25, 26)).toBe(26);
    expect(pagedTotal(1, 25, 3)).toBe(3);
    expect(pagedTotal(3, 25, 10)).toBe(60);
    expect(pagedTotal(2, 25, 0)).toBe(25);
  });
});
