import { describe, expect, it } from "vitest";
import { pickNotifications, type SiteNotification } from "./pick";

const n = (id: string, regions: string[], registration = false): SiteNotification => ({
  id,
  headline: id,
  title: id,
  text: id,
  regions,
  rules: { registrationNotification: registration },
});
const list = [n("welcome", [], true), n("india", ["IND"]), n("all", []), n("ukraine", ["UKR"])];
const ids = (x: SiteNotification[]) => x.map((y) => y.id);

describe("which notification popups a player sees", () => {
  it("registration ones only right after registering; others by region or to all", () => {
    expect(ids(pickNotifications(list, { region: "ind", justRegistered: true, seen: new Set() }))).toEqual([
      "welcome",
      "india",
      "all",
    ]);
    expect(ids(pickNotifications(list, { region: "EST", justRegistered: false, seen: new Set() }))).toEqual(["all"]);
    expect(ids(pickNotifications(list, { region: null, justRegistered: false, seen: new Set() }))).toEqual(["all"]);
  });

  it("never shows one twice", () => {
    expect(ids(pickNotifications(list, { region: "UKR", justRegistered: false, seen: new Set(["all"]) }))).toEqual(["ukraine"]);
  });
});
