import type { ReactElement, ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { lobbyOrder } from "./HomeWidgets";

/** What each block of the lobby is: a row's name, or the widget slot a wrapper holds. */
const names = (blocks: ReactNode[]) =>
  blocks.map((b) => (typeof b === "string" ? b : String((b as ReactElement).key).replace("slot-", "widget:")));

const rows = ["top", "new", "slots", "table", "live", "jackpots", "recommended", "keno"];
const widgets = { lastWinners: "winners", gamesOfTheMonth: "month", promotions: "promos", lobbyCarousel: null };

describe("the lobby's order", () => {
  it("places no widget before the categories arrive, so none is pushed down when the rows come (no layout shift)", () => {
    expect(names(lobbyOrder([], widgets, true, false))).toEqual([]);
    expect(names(lobbyOrder([], widgets, false, false))).toEqual([]);
  });

  it("on a phone puts each widget between the rows at its index (accounts spec §9: winners 1, month 3, promotions 6)", () => {
    expect(names(lobbyOrder(rows, widgets, true, true))).toEqual([
      "top",
      "widget:lastWinners",
      "new",
      "widget:gamesOfTheMonth",
      "slots",
      "table",
      "widget:promotions",
      "live",
      "jackpots",
      "recommended",
      "keno",
    ]);
  });

  it("elsewhere puts the widgets after the rows", () => {
    expect(names(lobbyOrder(rows.slice(0, 2), widgets, false, true))).toEqual([
      "top",
      "new",
      "widget:lastWinners",
      "widget:promotions",
      "widget:gamesOfTheMonth",
    ]);
  });
});
