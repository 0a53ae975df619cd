import { describe, expect, it } from "vitest";
import { insertPlayer } from "../../../test/fixtures.js";
import { testApp, testClock } from "../../../test/harness.js";
import { PROFILE_RATE_LIMITS } from "./routes.js";

const clock = testClock(new Date("2026-01-15T12:00:00Z"));
const app = await testApp({ clock });

async function player(over: { email?: string; phone?: string } = {}) {
  const playerId = await insertPlayer(app.db, { currency: "EUR", country: "EST" });
  if (over.email) await app.db.query("UPDATE players SET email = $2 WHERE id = $1", [playerId, over.email]);
  if (over.phone) await app.db.query("UPDATE players SET phone = $2 WHERE id = $1", [playerId, over.phone]);
  const { token } = await app.services.session.start(playerId, null);
  return { playerId, auth: { authorization: `Bearer ${token}` } };
}

const get = (headers: Record<string, string>) => app.inject({ method: "GET", url: "/account/v1/details", headers });
const post = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  app.inject({ method: "POST", url: "/account/v1/details", headers, payload });

describe("GET /account/v1/details", () => {
  it("shows the account's fields under data, without empty ones, and says the profile is not complete yet", async () => {
    const { auth } = await player({ email: "anna@example.com" });
    const res = await get(auth);
    expect(res.statusCode).toBe(200);
    const { data, complete } = res.json();
    expect(data).toMatchObject({ CURRENCY: "EUR", LOCATION_COUNTRY: "EST", LANGUAGE: "en", CONTACT_EMAIL: "anna@example.com" });
    expect(data.customer_id).toMatch(/^FSUA/);
    expect(new Date(data.REGISTRATION_DATE).toString()).not.toBe("Invalid Date");
    expect(data).not.toHaveProperty("FIRSTNAME");
    expect(data).not.toHaveProperty("CONTACT_PHONE");
    expect(complete).toBe(false);
  });

  it("asks for a login without a session", async () => {
    const res = await app.inject({ method: "GET", url: "/account/v1/details" });
    expect(res.statusCode).toBe(401);
  });
});

describe("POST /account/v1/details", () => {
  it("saves the personal data and reports the profile complete once name, birthday, city and address are set", async () => {
    const { auth } = await player();
    const res = await post(auth, {
      FIRSTNAME: "Anna",
      LASTNAME: "O'Neil-Smith",
      BIRTHDAY: "24/02/1990",
      GENDER: "female",
      LOCATION_CITY: "Tallinn",
      LOCATION_ADDRESS: "Narva mnt 5",
      "LOCATION.STATE": "Harju",
      PERSONALCODE: "",
      LANGUAGE: "de",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().complete).toBe(true);
    const { data } = (await get(auth)).json();
    expect(data).toMatchObject({
      FIRSTNAME: "Anna",
      LASTNAME: "O'Neil-Smith",
      BIRTHDAY: "1990-02-24",
      GENDER: "F",
      LOCATION_CITY: "Tallinn",
      LOCATION_ADDRESS: "Narva mnt 5",
      LOCATION_STATE: "Harju",
      LANGUAGE: "de",
    });
    expect(data).not.toHaveProperty("PERSONALCODE");
  });

  it("accepts an ISO birthday and refuses an impossible date, a player under 18 and an age of 110", async () => {
    const { auth } = await player();
    const bad = await post(auth, { BIRTHDAY: "31/02/1990" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "INVALID_BIRTHDAY", field: "BIRTHDAY" });

    const young = await post(auth, { BIRTHDAY: "16/01/2008" });
    expect(young.statusCode).toBe(400);
    expect(young.json()).toMatchObject({ code: "AGE_RESTRICTED" });

    const old = await post(auth, { BIRTHDAY: "15/01/1916" });
    expect(old.json().code).toBe("INVALID_BIRTHDAY");

    const eighteenToday = await post(auth, { BIRTHDAY: "2008-01-15" });
    expect(eighteenToday.statusCode).toBe(200);
    expect(eighteenToday.json().data.BIRTHDAY).toBe("2008-01-15");
  });

  it("refuses a bad gender, an over-long name, digits in a name and unknown fields, naming the field", async () => {
    const { auth } = await player();
    for (const [body, field] of [
      [{ GENDER: "X" }, "GENDER"],
      [{ FIRSTNAME: "A".repeat(51) }, "FIRSTNAME"],
      [{ LASTNAME: "Sm1th" }, "LASTNAME"],
      [{ FAVOURITE_GAME: "roulette" }, "FAVOURITE_GAME"],
      [{ LOCATION_ADDRESS: "<script>" }, "LOCATION_ADDRESS"],
    ] as const) {
      const res = await post(auth, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe("VALIDATION_ERROR");
      expect(JSON.stringify(res.json().fields)).toContain(field);
    }
    expect((await get(auth)).json().data).not.toHaveProperty("GENDER");
  });

  it("keeps the casino's fields and the fixed ones unchanged, but accepts them sent unchanged", async () => {
    const { auth } = await player({ email: "fixed@example.com" });
    const { data } = (await get(auth)).json();
    expect((await post(auth, { customer_id: "FSUA000001" })).json()).toMatchObject({
      code: "FIELD_READ_ONLY",
      field: "customer_id",
    });
    expect((await post(auth, { REGISTRATION_DATE: "2020-01-01T00:00:00.000Z" })).json().code).toBe("FIELD_READ_ONLY");
    expect((await post(auth, { CONTACT_PHONE_VERIFIED: "true" })).json().code).toBe("FIELD_READ_ONLY");
    expect((await post(auth, { CURRENCY: "USD" })).json()).toMatchObject({ code: "FIELD_LOCKED", field: "CURRENCY" });
    expect((await post(auth, { LOCATION_COUNTRY: "DEU" })).json()).toMatchObject({ code: "FIELD_LOCKED" });
    expect((await post(auth, { CONTACT_EMAIL: "other@example.com" })).json().code).toBe("CONTACT_NEEDS_CONFIRMATION");
    expect((await post(auth, { CONTACT_PHONE: "+37255512345" })).json().code).toBe("CONTACT_NEEDS_CONFIRMATION");

    const same = await post(auth, { ...data, FIRSTNAME: "Mart" });
    expect(same.statusCode).toBe(200);
    expect(same.json().data).toMatchObject({ CURRENCY: "EUR", customer_id: data.customer_id, FIRSTNAME: "Mart" });
  });

  it("fixes the birthday once set", async () => {
    const { auth } = await player();
    expect((await post(auth, { BIRTHDAY: "01/05/1985" })).statusCode).toBe(200);
    expect((await post(auth, { BIRTHDAY: "1985-05-01" })).statusCode).toBe(200);
    const change = await post(auth, { BIRTHDAY: "02/05/1985" });
    expect(change.statusCode).toBe(400);
    expect(change.json()).toMatchObject({ code: "FIELD_LOCKED", field: "BIRTHDAY" });
  });

  it("refuses an unknown country code", async () => {
    const playerId = await insertPlayer(app.db);
    await app.db.query("UPDATE players SET country = '' WHERE id = $1", [playerId]);
    const { token } = await app.services.session.start(playerId, null);
    const res = await post({ authorization: `Bearer ${token}` }, { LOCATION_COUNTRY: "XYZ" });
    expect(res.json()).toMatchObject({ code: "UNKNOWN_COUNTRY" });
    const ok = await post({ authorization: `Bearer ${token}` }, { LOCATION_COUNTRY: "ind" });
    expect(ok.json().data.LOCATION_COUNTRY).toBe("IND");
  });

  it("answers 503 when updates come too fast", async () => {
    const { auth } = await player();
    const statuses: number[] = [];
    for (let i = 0; i <= PROFILE_RATE_LIMITS.update; i++) {
      statuses.push((await post(auth, { LOCATION_CITY: `Tartu ${i}` })).statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(503);
  });
});
