import type { Clock } from "../../platform/clock.js";
import type { Config } from "../../platform/config.js";
import type { Db } from "../../platform/db.js";
import { deliveryRepository } from "./repository.js";
import { type EmailTemplate, type MessageVars, renderEmail, renderSms, type SmsTemplate } from "./templates.js";
import { type EmailTransport, httpSmsTransport, type SmsTransport, smtpTransport } from "./transports.js";

export interface EmailMessage {
  to: string;
  locale: string;
  template: EmailTemplate;
  vars: MessageVars;
}
export interface SmsMessage {
  to: string;
  locale: string;
  template: SmsTemplate;
  vars: MessageVars;
}
/** An e-mail written by its caller: `template` only names its kind in the outbox. */
export interface ComposedEmail {
  to: string;
  locale: string;
  template: "support_reply" | "marketing";
  subject: string;
  body: string;
  link?: string;
  headers?: Record<string, string>;
}
/** outbox: no transport configured, the message waits in the outbox; failed: the transport refused it. */
export type DeliveryStatus = "outbox" | "sent" | "failed";

/**
 * E-mails and SMS in the player's language. Every message is written to the
 * outbox first; with SMTP_URL / SMS_GATEWAY_URL it is then handed over and
 * marked sent or failed. A failing transport never fails the caller's request:
 * the caller reads the status and decides.
 */
export function deliveryService(deps: { config: Config; db: Db; clock: Clock }) {
  const repo = deliveryRepository(deps.db);
  const brand = deps.config.BRAND_NAME;
  let email: EmailTransport | null | undefined;
  let sms: SmsTransport | null | undefined;
  const emailTransport = () => {
    if (email === undefined) email = deps.config.SMTP_URL ? smtpTransport(deps.config.SMTP_URL) : null;
    return email;
  };
  const smsTransport = () => {
    if (sms === undefined) sms = deps.config.SMS_GATEWAY_URL ? httpSmsTransport(deps.config.SMS_GATEWAY_URL) : null;
    return sms;
  };

  async function handOver(id: string, send: (() => Promise<void>) | null): Promise<DeliveryStatus> {
    if (!send) return "outbox";
    try {
      await send();
      await repo.markSent(id, deps.clock.now());
      return "sent";
    } catch (err) {
      await repo.markFailed(id, (err as Error).message ?? String(err));
      return "failed";
    }
  }

  return {
    async sendEmail(msg: EmailMessage): Promise<{ id: string; status: DeliveryStatus }> {
      const { subject, body } = renderEmail(msg.locale, msg.template, { ...msg.vars, brand });
      const transport = emailTransport();
      const id = await repo.insert({
        channel: "email",
        recipient: msg.to,
        locale: msg.locale,
        template: msg.template,
        subject,
        body,
        link: msg.vars.link ?? null,
        code: msg.vars.code ?? null,
        status: "outbox",
        created_at: deps.clock.now(),
      });
      const status = await handOver(
        id,
        transport && (() => transport.send({ from: deps.config.MAIL_FROM, to: msg.to, subject, text: body })),
      );
      return { id, status };
    },

    /**
     * An e-mail whose text the caller wrote (a support reply, a marketing
     * campaign), with extra headers such as List-Unsubscribe. Outbox first, as every e-mail.
     */
    async sendComposedEmail(msg: ComposedEmail): Promise<{ id: string; status: DeliveryStatus }> {
      const transport = emailTransport();
      const id = await repo.insert({
        channel: "email",
        recipient: msg.to,
        locale: msg.locale,
        template: msg.template,
        subject: msg.subject,
        body: msg.body,
        link: msg.link ?? null,
        code: null,
        status: "outbox",
        created_at: deps.clock.now(),
        headers: msg.headers ?? null,
      });
      const status = await handOver(
        id,
        transport &&
          (() =>
            transport.send({
              from: deps.config.MAIL_FROM,
              to: msg.to,
              subject: msg.subject,
              text: msg.body,
              headers: msg.headers,
            })),
      );
      return { id, status };
    },

    async sendSms(msg: SmsMessage): Promise<{ id: string; status: DeliveryStatus }> {
      const text = renderSms(msg.locale, msg.template, { ...msg.vars, brand });
      const transport = smsTransport();
      const id = await repo.insert({
        channel: "sms",
        recipient: msg.to,
        locale: msg.locale,
        template: msg.template,
        subject: null,
        body: text,
        link: null,
        code: msg.vars.code ?? null,
        status: "outbox",
        created_at: deps.clock.now(),
      });
      const status = await handOver(id, transport && (() => transport.send({ to: msg.to, text })));
      return { id, status };
    },

    /** Newest messages first, optionally only those to one recipient (the dev outbox). */
    async latest(opts: { limit?: number; to?: string } = {}) {
      return repo.latest(Math.min(Math.max(opts.limit ?? 50, 1), 500), opts.to);
    },

    close() {
      email?.close();
    },
  };
}

export type DeliveryService = ReturnType<typeof deliveryService>;
