import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { testApp } from "../../../test/harness.js";
import { LOCALES } from "../../platform/locale.js";
import { EMAIL_TEMPLATES, MESSAGE_TEXTS, SMS_TEMPLATES } from "./templates.js";

describe("delivery without transports (the npm start default)", async () => {
  const app = await testApp();

  it("keeps e-mails and SMS in the outbox, newest first, with their links and codes", async () => {
    const first = await app.services.delivery.sendEmail({
      to: "anna@example.com",
      locale: "en",
      template: "registration",
      vars: { code: "123456", link: "http://localhost:3000/en/registration/email?token=t&code=123456", minutes: 60 },
    });
    expect(first.status).toBe("outbox");
    const second = await app.services.delivery.sendSms({
      to: "+380501234567",
      locale: "uk",
      template: "recovery",
      vars: { code: "654321", minutes: 10 },
    });
    expect(second.status).toBe("outbox");

    const res = await app.inject({ method: "GET", url: "/dev/outbox.json" });
    expect(res.statusCode).toBe(200);
    const [sms, mail] = res.json().messages;
    expect(sms).toMatchObject({ channel: "sms", to: "+380501234567", code: "654321", status: "outbox", locale: "uk" });
    expect(sms.text).toContain("654321");
    expect(sms.text).toContain("відновлення");
    expect(mail).toMatchObject({ channel: "email", to: "anna@example.com", code: "123456", status: "outbox" });
    expect(mail.subject).toBe("Aurum Casino: confirm your e-mail");
    expect(mail.text).toContain("http://localhost:3000/en/registration/email?token=t&code=123456");
    expect(mail.text).toContain("60 minutes");
  });

  it("filters the outbox by recipient", async () => {
    await app.services.delivery.sendSms({
      to: "+4915112345678",
      locale: "de",
      template: "contact",
      vars: { code: "111222", minutes: 10 },
    });
    const res = await app.inject({ method: "GET", url: "/dev/outbox.json?to=%2B4915112345678" });
    const messages = res.json().messages;
    expect(messages).toHaveLength(1);
    expect(messages[0].text).toContain("Telefonbestätigung");
  });

  it("shows the outbox as a page with codes and escaped text", async () => {
    await app.services.delivery.sendEmail({
      to: "<script>@example.com",
      locale: "fr",
      template: "recovery",
      vars: { code: "999000", link: "http://localhost:3000/fr/recovery/success/x", minutes: 60 },
    });
    const res = await app.inject({ method: "GET", url: "/dev/outbox" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("999000");
    expect(res.body).toContain("réinitialisez votre mot de passe");
    expect(res.body).toContain("&lt;script&gt;@example.com");
    expect(res.body).not.toContain("<script>@");
  });

  it("falls back to English for a language it does not speak", async () => {
    await app.services.delivery.sendSms({
      to: "+10000000001",
      locale: "xx",
      template: "registration",
      vars: { code: "000111", minutes: 10 },
    });
    const res = await app.inject({ method: "GET", url: "/dev/outbox.json?to=%2B10000000001" });
    expect(res.json().messages[0].text).toBe("Aurum Casino: your registration code is 000111. Valid for 10 min.");
  });

  it("has every template in all nine languages, each carrying its link and, but for a notice, the code", () => {
    for (const locale of LOCALES) {
      for (const t of EMAIL_TEMPLATES) {
        if (t !== "verification_request") expect(MESSAGE_TEXTS[locale].email[t].body).toContain("{code}");
        expect(MESSAGE_TEXTS[locale].email[t].body).toContain("{link}");
      }
      for (const t of SMS_TEMPLATES) expect(MESSAGE_TEXTS[locale].sms[t]).toContain("{code}");
    }
  });
});

describe("dev outbox in production", async () => {
  const app = await testApp({ config: { NODE_ENV: "production" } });

  it("does not exist", async () => {
    expect((await app.inject({ method: "GET", url: "/dev/outbox" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/dev/outbox.json" })).statusCode).toBe(404);
  });
});

describe("e-mail through a real SMTP server", async () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        done();
      });
    },
  });
  await new Promise<void>((ok) => smtp.listen(0, "127.0.0.1", ok));
  const port = (smtp.server.address() as AddressInfo).port;
  afterAll(() => new Promise<void>((ok) => smtp.close(() => ok())));

  const app = await testApp({ config: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Aurum <no-reply@aurum.test>" } });

  it("hands the e-mail to the SMTP server in the player's language and marks it sent", async () => {
    const r = await app.services.delivery.sendEmail({
      to: "ivan@example.com",
      locale: "ru",
      template: "registration",
      vars: { code: "424242", link: "http://localhost:3000/ru/registration/email?token=abc&code=424242", minutes: 60 },
    });
    expect(r.status).toBe("sent");
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe("no-reply@aurum.test");
    expect(received[0]!.to).toEqual(["ivan@example.com"]);
    const mail = parseMail(received[0]!.raw);
    expect(mail.subject).toBe("Aurum Casino: подтвердите e-mail");
    expect(mail.text).toContain("424242");
    expect(mail.text).toContain("http://localhost:3000/ru/registration/email?token=abc&code=424242");

    const out = await app.inject({ method: "GET", url: "/dev/outbox.json?to=ivan%40example.com" });
    expect(out.json().messages[0].status).toBe("sent");
  });
});

describe("a transport that refuses", async () => {
  const gateway: { body: unknown }[] = [];
  let answer = 200;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      gateway.push({ body: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
      res.statusCode = answer;
      res.end("{}");
    });
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const gw = (server.address() as AddressInfo).port;
  afterAll(() => new Promise<void>((ok) => server.close(() => ok())));
  // Port 9 (discard) is closed here: the SMTP connection is refused.
  const app = await testApp({ config: { SMTP_URL: "smtp://127.0.0.1:9", SMS_GATEWAY_URL: `http://127.0.0.1:${gw}/sms` } });

  it("posts SMS as JSON {to, text} to the gateway", async () => {
    answer = 200;
    const r = await app.services.delivery.sendSms({
      to: "+919812345678",
      locale: "hi",
      template: "registration",
      vars: { code: "777888", minutes: 10 },
    });
    expect(r.status).toBe("sent");
    expect(gateway.at(-1)!.body).toEqual({
      to: "+919812345678",
      text: "Aurum Casino: आपका पंजीकरण कोड 777888 है। 10 मिनट तक मान्य।",
    });
  });

  it("marks a message failed when the gateway or the SMTP server refuses, without failing the caller", async () => {
    answer = 500;
    const sms = await app.services.delivery.sendSms({
      to: "+919800000000",
      locale: "en",
      template: "contact",
      vars: { code: "1", minutes: 1 },
    });
    expect(sms.status).toBe("failed");
    const mail = await app.services.delivery.sendEmail({
      to: "x@example.com",
      locale: "en",
      template: "contact",
      vars: { code: "1", link: "l", minutes: 1 },
    });
    expect(mail.status).toBe("failed");
    const out = (await app.inject({ method: "GET", url: "/dev/outbox.json" })).json().messages;
    expect(out[0]).toMatchObject({ to: "x@example.com", status: "failed" });
    expect(out[0].error).toBeTruthy();
    expect(out[1]).toMatchObject({ to: "+919800000000", status: "failed", error: "SMS gateway answered 500" });
  });
});

/** Just enough MIME for a single-part text e-mail as nodemailer writes it. */
function parseMail(raw: string) {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, " ");
  const header = (name: string) => headers.match(new RegExp(`^${name}:\\s*(.*)$`, "im"))?.[1]?.trim() ?? "";
  const words = (v: string) =>
    v.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
      enc.toLowerCase() === "b" ? Buffer.from(text, "base64").toString("utf8") : qp(text.replace(/_/g, " ")),
    );
  const qp = (v: string) =>
    Buffer.from(
      v.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
      "latin1",
    ).toString("utf8");
  const body = rest.join("\n\n");
  const cte = header("Content-Transfer-Encoding").toLowerCase();
  const text = cte === "base64" ? Buffer.from(body, "base64").toString("utf8") : cte === "quoted-printable" ? qp(body) : body;
  return { subject: words(header("Subject")).trim(), text: text.replace(/\r\n/g, "\n") };
}
