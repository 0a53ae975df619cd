import { describe, expect, it } from "vitest";
import { isIosSafari16, pushStep } from "./permission";

const env = { supported: true, permission: "default" as NotificationPermission, iosSafari16: false, byPlayer: true };

describe("the push permission flow", () => {
  it("granted proceeds, default asks, denied warns unless quiet", () => {
    expect(pushStep({ ...env, permission: "granted" })).toBe("subscribe");
    expect(pushStep({ ...env, permission: "default" })).toBe("ask");
    expect(pushStep({ ...env, permission: "denied" })).toBe("warn_disabled");
    expect(pushStep({ ...env, permission: "denied", byPlayer: false })).toBe("nothing");
  });

  it("an unsupported browser gets the iOS Safari guide or a warning", () => {
    expect(pushStep({ ...env, supported: false, iosSafari16: true })).toBe("ios_guide");
    expect(pushStep({ ...env, supported: false })).toBe("warn_unsupported");
    expect(pushStep({ ...env, supported: false, byPlayer: false })).toBe("nothing");
  });

  it("knows Safari on iOS 16+", () => {
    const safari17 =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1";
    expect(isIosSafari16(safari17)).toBe(true);
    expect(isIosSafari16(safari17.replace("17_1", "15_4"))).toBe(false);
    expect(isIosSafari16(safari17.replace("Version/17.1", "CriOS/120.0"))).toBe(false);
  });
});
