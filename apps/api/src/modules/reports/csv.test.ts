import { describe, expect, it } from "vitest";
import { toCsv } from "./csv.js";

describe("report CSV", () => {
  it("quotes commas, quotes and line breaks, keeps negative amounts as numbers, and defuses formulas", () => {
    const csv = toCsv(
      ["key", "ggr"],
      [
        { key: 'Book "of" Sun, deluxe', ggr: "-700" },
        { key: "=HYPERLINK(1)", ggr: "0" },
        { key: "two\nlines", ggr: "12" },
      ],
    );
    expect(csv).toBe('key,ggr\r\n"Book ""of"" Sun, deluxe",-700\r\n\'=HYPERLINK(1),0\r\n"two\nlines",12\r\n');
  });
});
