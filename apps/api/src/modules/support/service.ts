import type { Clock } from "../../platform/clock.js";
import type { Config } from "../../platform/config.js";
import type { Db } from "../../platform/db.js";
import { isUuid } from "../../platform/ids.js";
import { withdrawalSessionOnly } from "../../platform/request-context.js";
import type { CaptchaService } from "../captcha/service.js";
import { plainTextHtml } from "../content/markdown.js";
import { MAX_UPLOAD_FILES, sniffAttachment, tooManyFiles } from "../content/uploads.js";
import type { DeliveryService } from "../delivery/service.js";
import type { ProfileService } from "../profile/service.js";
import { supportError } from "./errors.js";
import { supportRepository, type TicketRow, type TicketStatus } from "./repository.js";

/** Tickets one address may open per hour, besides the route's per-minute limit. */
export const TICKETS_PER_IP_PER_HOUR = 20;

export interface SupportFile {
  name: string;
  bytes: Uint8Array;
}

export interface SupportMessageInput {
  userEmail?: string;
  title: string;
  description: string;
  customerId?: string;
  firstName?: string;
  recaptchaToken?: string;
}

/** Told of every operator reply after it committed (the message channel, Web Push). */
export type ReplyListener = (r: { ticket: TicketRow; body: string }) => void | Promise<void>;

/**
 * Support (accounts spec §3, §5, §7): a player or visitor writes through the
 * contact form, with files under the upload rules; operators assign, answer
 * (by e-mail and in the player's message channel) and close. Every ticket and
 * every message is kept.
 */
export function supportService(deps: {
  db: Db;
  clock: Clock;
  config: Config;
  captcha: CaptchaService;
  profile: ProfileService;
  delivery: DeliveryService;
}) {
  const repo = supportRepository(deps.db);
  const replyListeners: ReplyListener[] = [];

  async function ticketOrThrow(q: Db, id: string, forUpdate = false) {
    const t = isUuid(id) ? await repo.ticket(q, id, forUpdate) : undefined;
    if (!t) throw supportError("TICKET_NOT_FOUND");
    return t;
  }

  return {
    /**
     * `POST /support/v1/messages`: opens a ticket. Visitors solve the captcha
     * and give their e-mail; a logged-in player's account fills in what is
     * missing. Files are checked by their bytes before anything is stored.
     * A withdrawal-only session (`withdrawalSession`) sends a text message
     * only: files answer WITHDRAWAL_SESSION_ONLY, and the account's e-mail and
     * name win over the form's (the session changes no contact detail, so the
     * replies about the account go to the account's address; a typed e-mail
     * only when the account has none).
     * Codes: SUPPORT_EMAIL_REQUIRED, SUPPORT_TOO_MANY_MESSAGES, FILE_TOO_LARGE,
     * FILE_TYPE_NOT_ALLOWED, TOO_MANY_FILES, WITHDRAWAL_SESSION_ONLY, captcha codes.
     */
    async submit(
      input: SupportMessageInput,
      files: SupportFile[],
      ctx: { playerId: string | null; ip: string | null; locale: string; withdrawalSession?: boolean },
    ) {
      const withdrawalSession = ctx.withdrawalSession === true && ctx.playerId !== null;
      if (withdrawalSession && files.length > 0) throw withdrawalSessionOnly();
      if (!ctx.playerId) await deps.captcha.verify(input.recaptchaToken);
      const player = ctx.playerId ? (await deps.profile.details(ctx.playerId)).data : null;
      const typedEmail = input.userEmail?.trim();
      const typedName = input.firstName?.trim();
      const email = withdrawalSession ? player?.CONTACT_EMAIL || typedEmail : typedEmail || player?.CONTACT_EMAIL;
      const firstName = (withdrawalSession ? player?.FIRSTNAME || typedName : typedName || player?.FIRSTNAME) || null;
      if (!email) throw supportError("SUPPORT_EMAIL_REQUIRED");
      if (files.length > MAX_UPLOAD_FILES) throw tooManyFiles();
      const checked: (SupportFile & { mime: string; ext: string })[] = [];
      for (const f of files) checked.push({ ...f, ...(await sniffAttachment(f.bytes)) });
      const at = deps.clock.now();
      if (ctx.ip && (await repo.countFromIpSince(ctx.ip, new Date(at.getTime() - 3_600_000))) >= TICKETS_PER_IP_PER_HOUR) {
        throw supportError("SUPPORT_TOO_MANY_MESSAGES");
      }
      return deps.db.transaction(async (tx) => {
        const ticket = await repo.insertTicket(tx, {
          playerId: ctx.playerId,
          email,
          firstName,
          customerId: player?.customer_id ?? (input.customerId?.trim() || null),
          title: input.title.trim(),
          locale: ctx.locale,
          ip: ctx.ip,
          at,
        });
        const message = await repo.insertMessage(tx, {
          ticketId: ticket.id,
          author: "player",
          operatorId: null,
          body: input.description,
          at,
        });
        for (const f of checked) {
          const base = f.name.replace(/[^\w.\- ]+/g, "_").slice(0, 100) || "file";
          const name = base.toLowerCase().endsWith(`.${f.ext}`) ? base : `${base}.${f.ext}`;
          await repo.insertAttachment(tx, { ticketId: ticket.id, messageId: message.id, name, mime: f.mime, bytes: f.bytes, at });
        }
        return { ticketId: ticket.id, number: Number(ticket.number), files: checked.length };
      });
    },

    // Back office -------------------------------------------------------------

    inbox: (filter: { status?: TicketStatus; assignedTo?: string; playerId?: string }, limit = 50, offset = 0) =>
      repo.tickets(filter, Math.min(limit, 200), offset),

    /** A ticket with its conversation (plain text as HTML, newlines as line breaks) and its files. */
    async ticket(id: string) {
      const ticket = await ticketOrThrow(deps.db, id);
      const [messages, attachments] = await Promise.all([repo.messages(id), repo.attachments(id)]);
      return {
        ticket,
        messages: messages.map((m) => ({ ...m, html: plainTextHtml(m.body) })),
        attachments,
      };
    },

    async attachment(ticketId: string, id: string) {
      const a = isUuid(id) ? await repo.attachmentBytes(ticketId, id) : undefined;
      if (!a) throw supportError("ATTACHMENT_NOT_FOUND");
      return a;
    },

    /** Assigns a ticket to an operator (null: nobody). Returns the row before and after for the audit. */
    async assign(tx: Db, id: string, operatorId: string | null) {
      const before = await ticketOrThrow(tx, id, true);
      const after = await repo.setState(tx, id, { assignedTo: operatorId }, deps.clock.now());
      return { before, after: after! };
    },

    async close(tx: Db, id: string) {
      const before = await ticketOrThrow(tx, id, true);
      const after = await repo.setState(tx, id, { status: "closed" }, deps.clock.now());
      return { before, after: after! };
    },

    /**
     * An operator's answer: kept with the ticket (status answered) in `tx`,
     * then — by `deliverReply` after commit — e-mailed to the player and put
     * into their message channel. TICKET_NOT_FOUND, TICKET_CLOSED.
     */
    async reply(tx: Db, id: string, operatorId: string, body: string) {
      const before = await ticketOrThrow(tx, id, true);
      if (before.status === "closed") throw supportError("TICKET_CLOSED");
      const at = deps.clock.now();
      const message = await repo.insertMessage(tx, { ticketId: id, author: "operator", operatorId, body, at });
      const after = (await repo.setState(tx, id, { status: "answered" }, at))!;
      return { before, after, message };
    },

    /** Sends a committed reply: e-mail to the ticket's address, then every listener (message channel, push). */
    async deliverReply(ticket: TicketRow, body: string) {
      const brand = deps.config.BRAND_NAME;
      await deps.delivery.sendComposedEmail({
        to: ticket.email,
        locale: ticket.locale,
        template: "support_reply",
        subject: `${brand}: Re: ${ticket.title} [#${ticket.number}]`,
        body: `${ticket.first_name ? `${ticket.first_name},\n\n` : ""}${body}\n\n— ${brand} support, ticket #${ticket.number}`,
      });
      for (const l of replyListeners) await Promise.resolve(l({ ticket, body })).catch(() => {});
    },

    onReply(listener: ReplyListener) {
      replyListeners.push(listener);
    },
  };
}

export type SupportService = ReturnType<typeof supportService>;
