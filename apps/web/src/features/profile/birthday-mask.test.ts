import { expect, it } from "vitest";
import { maskBirthday } from "./birthday";

it("types the slashes of a birthday for the player", () => {
  expect(maskBirthday("0103199")).toBe("01/03/199");
  expect(maskBirthday("01a03b1990x5")).toBe("01/03/1990");
});
