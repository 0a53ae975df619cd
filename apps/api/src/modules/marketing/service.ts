import { createHmac, timingSafeEqual } from "node:crypto";
import type { Clock } from "../../platform/clock.js";
import type { Config } from "../../platform/config.js";
import type { Db } from "../../platform/db.js";
import { isUuid } from "../../platform/ids.js";
import type { DeliveryService } from "../delivery/service.js";
import { marketingRepository } from "./repository.js";

/** Why a marketing e-mail was not sent. */
export type Skipped = "unsubscribed" | "self-excluded" | "no-email" | "no-player";

/**
 * Marketing e-mail with a one-click unsubscribe (RFC 8058): every message
 * carries a signed link in its text and in List-Unsubscribe, with
 * List-Unsubscribe-Post so a mail client unsubscribes with one POST. Nothing
 * goes to a player who left or who is self-excluded.
 */
export function marketingService(deps: { db: Db; clock: Clock; config: Config; delivery: DeliveryService }) {
  const repo = marketingRepository(deps.db);
  const sign = (playerId: string) =>
    createHmac("sha256", deps.config.UNSUBSCRIBE_SECRET)
      .update(`unsubscribe:${playerId.toLowerCase()}`)
      .digest("base64url")
      .slice(0, 32);

  /** The List-Unsubscribe address: a POST there unsubscribes (RFC 8058). */
  const unsubscribeUrl = (playerId: string) => `${deps.config.publicUrl}/email/v1/unsubscribe/${playerId}/${sign(playerId)}`;
  /** The link in the e-mail's text: the site's page, which confirms with that POST. */
  const unsubscribePage = (playerId: string, lang: string) =>
    `${deps.config.publicUrl}/${lang}/email/unsubscribe/${playerId}/${sign(playerId)}`;

  return {
    unsubscribeUrl,
    unsubscribePage,

    /** Checks the link's signature and records the unsubscription; false for a forged or unknown link. */
    async unsubscribe(playerId: string, signature: string, via: "one-click" | "link") {
      if (!isUuid(playerId)) return false;
      const want = Buffer.from(sign(playerId));
      const got = Buffer.from(signature);
      if (got.length !== want.length || !timingSafeEqual(got, want)) return false;
      return repo.unsubscribe(playerId, via, deps.clock.now());
    },

    isUnsubscribed: (playerId: string) => repo.isUnsubscribed(playerId),

    /** The player's language, for the success page a link leads to. */
    async language(playerId: string) {
      if (!isUuid(playerId)) return null;
      return (await repo.recipient(playerId, deps.clock.now()))?.language ?? null;
    },

    /** Sends one marketing e-mail, or says why not. */
    async send(
      playerId: string,
      m: { subject: string; body: string },
    ): Promise<{ sent: true; id: string } | { sent: false; skipped: Skipped }> {
      const r = await repo.recipient(playerId, deps.clock.now());
      if (!r) return { sent: false, skipped: "no-player" };
      if (r.unsubscribed) return { sent: false, skipped: "unsubscribed" };
      if (r.excluded) return { sent: false, skipped: "self-excluded" };
      if (!r.email) return { sent: false, skipped: "no-email" };
      const url = unsubscribeUrl(r.id);
      const page = unsubscribePage(r.id, r.language);
      const { id } = await deps.delivery.sendComposedEmail({
        to: r.email,
        locale: r.language,
        template: "marketing",
        subject: m.subject,
        body: `${m.body}\n\n—\nUnsubscribe: ${page}`,
        link: page,
        headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      });
      return { sent: true, id };
    },
  };
}

export type MarketingService = ReturnType<typeof marketingService>;
