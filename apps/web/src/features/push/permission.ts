/** What the push permission flow does next (accounts spec §4). */
export type PushStep = "subscribe" | "ask" | "warn_disabled" | "ios_guide" | "warn_unsupported" | "nothing";

export interface PushEnvironment {
  /** Service worker, PushManager and Notification all present. */
  supported: boolean;
  permission: NotificationPermission | null;
  /** Safari on iPhone/iPad at version 16 or later (push works once the site is on the home screen). */
  iosSafari16: boolean;
  /** The player pressed the button (warnings are shown); false at login (quiet). */
  byPlayer: boolean;
}

/** granted proceeds; denied warns unless quiet; default asks; unsupported shows the iOS guide or a warning. */
export function pushStep(env: PushEnvironment): PushStep {
  if (!env.supported) {
    if (!env.byPlayer) return "nothing";
    return env.iosSafari16 ? "ios_guide" : "warn_unsupported";
  }
  if (env.permission === "granted") return "subscribe";
  if (env.permission === "denied") return env.byPlayer ? "warn_disabled" : "nothing";
  return "ask";
}

/** Safari on iOS 16+ (not Chrome/Firefox on iOS, which say CriOS/FxiOS). */
export function isIosSafari16(ua: string): boolean {
  const m = ua.match(/OS (\d+)[_.]\d+.* like Mac OS X/);
  return Boolean(m && Number(m[1]) >= 16 && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua));
}
