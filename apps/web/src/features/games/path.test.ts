import { describe, expect, it } from "vitest";
import { parseGamePath } from "./path";

describe("game popup path", () => {
  it("reads name, vendor, game and the demo word in any language", () => {
    expect(parseGamePath("/en/games/jingle-riches/aurum/jingle-riches/free")).toEqual({
      gameName: "jingle-riches",
      vendorId: "aurum",
      gameId: "jingle-riches",
      demo: true,
    });
    expect(parseGamePath("/ru/igry/x/aurum/g/besplatno")?.demo).toBe(true);
    expect(parseGamePath("/en/games/aurum/g/fun")).toEqual({ vendorId: "aurum", gameId: "g", demo: true });
    expect(parseGamePath("/en/games/name/aurum/g")).toEqual({ gameName: "name", vendorId: "aurum", gameId: "g", demo: false });
  });

  it("refuses a path without a game", () => {
    expect(parseGamePath("/en/games/aurum")).toBeNull();
  });
});
