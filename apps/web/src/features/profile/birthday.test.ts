import { describe, expect, it } from "vitest";
import { birthdayProblem } from "./birthday";

describe("birthday on the profile", () => {
  const today = new Date(2026, 10, 22);
  it("is written DD/MM/YYYY and must be a real day", () => {
    expect(birthdayProblem("1990-01-01", today)).toBe("format");
    expect(birthdayProblem("31/02/2015", today)).toBe("invalid");
    expect(birthdayProblem("29/02/2001", today)).toBe("invalid");
    expect(birthdayProblem("29/02/2000", today)).toBeNull();
    expect(birthdayProblem("00/01/1990", today)).toBe("invalid");
    expect(birthdayProblem("01/01/1990", today)).toBeNull();
  });
  it("makes the player 18 or older and younger than 110", () => {
    expect(birthdayProblem("22/11/2008", today)).toBeNull();
    expect(birthdayProblem("23/11/2008", today)).toBe("age");
    expect(birthdayProblem("23/11/1916", today)).toBeNull();
    expect(birthdayProblem("22/11/1916", today)).toBe("age");
  });
});
