import { describe, expect, it } from "vitest";
import { testApp } from "../../../test/harness.js";

const app = await testApp();
const { notifications } = app.services;
const texts = (s: string) => ({ headline: `${s} headline`, title: `${s} title`, text: `${s} text` });

describe("GET /data/v1/content/notifications.json", () => {
  it("lists published notifications in the reader's language with regions and the registration rule", async () => {
    await app.db.transaction(async (tx) => {
      await notifications.create(
        tx,
        { texts: { en: texts("Welcome"), de: texts("Willkommen") }, regions: [], registration: true, published: true },
        "op",
      );
      await notifications.create(
        tx,
        { texts: { en: texts("India") }, regions: ["ind"], registration: false, published: true },
        "op",
      );
      await notifications.create(tx, { texts: { en: texts("Draft") }, regions: [], registration: false, published: false }, "op");
    });
    const de = await app.inject({
      method: "GET",
      url: "/data/v1/content/notifications.json",
      headers: { "accept-language": "de" },
    });
    expect(de.statusCode).toBe(200);
    expect(de.json()).toEqual([
      expect.objectContaining({
        headline: "Willkommen headline",
        title: "Willkommen title",
        text: "Willkommen text",
        regions: [],
        rules: { registrationNotification: true },
      }),
      expect.objectContaining({ headline: "India headline", regions: ["IND"], rules: { registrationNotification: false } }),
    ]);
    const en = (await app.inject({ method: "GET", url: "/data/v1/content/notifications.json?lang=en" })).json();
    expect(en[0].title).toBe("Welcome title");
  });

  it("needs an English text", async () => {
    await expect(
      app.db.transaction((tx) =>
        notifications.create(tx, { texts: { de: texts("x") }, regions: [], registration: false, published: true }, "op"),
      ),
    ).rejects.toMatchObject({ code: "NOTIFICATION_ENGLISH_REQUIRED" });
  });
});
