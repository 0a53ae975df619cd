import nodemailer from "nodemailer";

/** Hands one message to the outside world; throws when the peer refuses. */
export interface EmailTransport {
  send(msg: { from: string; to: string; subject: string; text: string; headers?: Record<string, string> }): Promise<void>;
  close(): void;
}
export interface SmsTransport {
  send(msg: { to: string; text: string }): Promise<void>;
}

const SEND_TIMEOUT_MS = 10_000;

/** E-mail through any SMTP server (`smtp://user:pass@host:port`, `smtps://…`). */
export function smtpTransport(url: string): EmailTransport {
  const transporter = nodemailer.createTransport(url, {
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  return {
    async send(msg) {
      await transporter.sendMail(msg);
    },
    close: () => transporter.close(),
  };
}

/** SMS through an HTTP gateway: POST JSON `{to, text}`; any 2xx is accepted. */
export function httpSmsTransport(url: string): SmsTransport {
  return {
    async send(msg) {
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ to: msg.to, text: msg.text }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
