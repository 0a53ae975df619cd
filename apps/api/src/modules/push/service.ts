import webpush from "web-push";
import type { Clock } from "../../platform/clock.js";
import type { Config } from "../../platform/config.js";
import type { Db } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import type { ProfileService } from "../profile/service.js";
import { pushRepository } from "./repository.js";

/** What the service worker shows. */
export interface PushPayload {
  title: string;
  body: string;
  /** Opened when the notification is clicked (a path of the site). */
  url?: string;
  /** Same tag replaces an earlier notification. */
  tag?: string;
}

const invalidToken = () =>
  new AppError(400, "PUSH_TOKEN_INVALID", "The push subscription must have an https endpoint and its p256dh and auth keys.");

/** A PushSubscription as the browser gives it (its JSON, or that JSON as a string). */
function readSubscription(token: unknown): { endpoint: string; p256dh: string; auth: string } {
  let t = token;
  if (typeof t === "string") {
    try {
      t = JSON.parse(t);
    } catch {
      throw invalidToken();
    }
  }
  const s = t as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
  const ok =
    typeof s?.endpoint === "string" &&
    s.endpoint.length <= 1000 &&
    /^https?:\/\//.test(s.endpoint) &&
    typeof s.keys?.p256dh === "string" &&
    typeof s.keys?.auth === "string" &&
    /^[\w-]{20,200}$/.test(s.keys.p256dh) &&
    /^[\w-]{10,100}$/.test(s.keys.auth);
  if (!ok) throw invalidToken();
  return { endpoint: s.endpoint as string, p256dh: s.keys!.p256dh as string, auth: s.keys!.auth as string };
}

/**
 * Web Push with our own VAPID keys through `web-push` (no third-party push
 * account): players' browsers subscribe, the api encrypts and sends to the
 * browser's push service. A subscription the push service calls gone (404,
 * 410) is dropped; nothing is sent to a self-excluded player.
 */
export function pushService(deps: { db: Db; clock: Clock; config: Config; profile: ProfileService }) {
  const repo = pushRepository(deps.db);
  let keys: Promise<{ publicKey: string; privateKey: string }> | null = null;
  const vapid = () => {
    const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY } = deps.config;
    keys ??=
      VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY
        ? Promise.resolve({ publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY })
        : repo
            .vapid(() => webpush.generateVAPIDKeys())
            .catch((err) => {
              keys = null;
              throw err;
            });
    return keys;
  };

  return {
    /** The applicationServerKey browsers subscribe with. */
    publicKey: async () => (await vapid()).publicKey,

    /** `POST /firebase/v1/save-token`: keeps the browser's subscription; the profile says SUBSCRIBED_FIREBASE. */
    async saveToken(playerId: string, token: unknown, userAgent: string | null) {
      const s = readSubscription(token);
      await repo.save({ playerId, ...s, userAgent: userAgent?.slice(0, 300) ?? null }, deps.clock.now());
      await deps.profile.updateDetails(playerId, { SUBSCRIBED_FIREBASE: "true" }).catch(() => undefined);
      return { subscribed: true };
    },

    /** The player turned push off in this browser. */
    async deleteToken(playerId: string, endpoint: string) {
      await repo.removeEndpoint(playerId, endpoint);
      const left = await repo.count(playerId);
      if (left === 0) await deps.profile.updateDetails(playerId, { SUBSCRIBED_FIREBASE: "false" }).catch(() => undefined);
      return { subscribed: left > 0 };
    },

    /** Sends to every browser of the player; drops the ones the push service says are gone. */
    async notify(playerId: string, payload: PushPayload) {
      if (!(await repo.reachable(playerId, deps.clock.now()))) return { sent: 0, dropped: 0, skipped: "self-excluded" as const };
      const subs = await repo.ofPlayer(playerId);
      if (subs.length === 0) return { sent: 0, dropped: 0 };
      const { publicKey, privateKey } = await vapid();
      let sent = 0;
      let dropped = 0;
      for (const s of subs) {
        try {
          // web-push encrypts and signs (RFC 8291, VAPID); the request goes out through fetch, so the
          // push service may be any http(s) origin (the local test double included).
          const req = webpush.generateRequestDetails(
            { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
            JSON.stringify(payload),
            { vapidDetails: { subject: deps.config.VAPID_SUBJECT, publicKey, privateKey }, TTL: 24 * 3600 },
          );
          const res = await fetch(req.endpoint, {
            method: req.method,
            headers: req.headers as Record<string, string>,
            body: req.body ? new Uint8Array(req.body) : undefined,
            signal: AbortSignal.timeout(10_000),
          });
          if (res.status === 404 || res.status === 410) {
            await repo.remove(s.id);
            dropped += 1;
          } else if (res.ok) {
            sent += 1;
            await repo.markSent(s.id, deps.clock.now());
          }
        } catch {
          // unreachable push service: the subscription is kept for the next message
        }
      }
      return { sent, dropped };
    },

    /** Players with push on, for an operator's campaign (at most `limit`). */
    subscribedPlayers: (filter: { country?: string | null; language?: string | null }, limit = 10_000) =>
      repo.subscribedPlayers(filter, limit),
  };
}

export type PushService = ReturnType<typeof pushService>;
