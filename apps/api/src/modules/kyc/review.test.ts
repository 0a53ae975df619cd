import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type TestApp, testApp, testClock } from "../../../test/harness.js";
import { enrolledOperator, type OperatorClient, sessionOf } from "../../../test/operators.js";
import { api, player, type TestPlayer } from "../../../test/payments.js";
import { multipart, samplePdf, samplePng, sampleWebm } from "./sample-files.js";

const clock = testClock(new Date("2026-11-23T10:00:00Z"));
const app: TestApp = await testApp({ clock, config: { DATA_DIR: mkdtempSync(join(tmpdir(), "kyc-review-")) } });
const compliance = await enrolledOperator(app, "compliance");
const reviewerSession = await sessionOf(app, compliance.id);
const other = await enrolledOperator(app, "compliance");
const otherSession = await sessionOf(app, other.id);
const support = await enrolledOperator(app, "support");
const supportSession = await sessionOf(app, support.id);

async function op(method: "GET" | "POST", url: string, who: OperatorClient = reviewerSession, body?: unknown) {
  const res = await app.inject({
    method,
    url,
    headers: who.headers,
    ...(body !== undefined ? { payload: body as object } : method === "POST" ? { payload: {} } : {}),
  });
  return {
    status: res.statusCode,
    // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the api answered
    body: (String(res.headers["content-type"] ?? "").includes("json") ? res.json() : {}) as Record<string, any>,
    res,
  };
}

async function sendDocument(
  p: TestPlayer,
  type = "ID_CARD",
  files: { name: string; bytes: Buffer }[] = [{ name: "id.png", bytes: samplePng() }],
) {
  const ids: string[] = [];
  for (const f of files) {
    const body = multipart([f]);
    const res = await app.inject({
      method: "POST",
      url: "/upload/v1",
      headers: { ...p.auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    ids.push(res.json().referenceId);
  }
  const doc = await api(app, "POST", "/documents/v1", p, { type, referenceIds: ids });
  expect(doc.status).toBe(200);
  return doc.body as { id: string; files: { id: string }[] };
}

const status = async (p: TestPlayer) => (await api(app, "GET", "/documents/v1/status", p)).body;
const audit = (objectId: string) =>
  app.db.query<{ action: string; operator_id: string; reason: string | null }>(
    "SELECT action, operator_id, reason FROM audit_log WHERE object_id = $1 ORDER BY id",
    [objectId],
  );
const approveAnn = { holderName: "ANN LEE", holderBirthday: "1990-04-01" };

describe("the review queue", () => {
  it("lists documents waiting for review oldest first, with each player's profile", async () => {
    const first = await player(app, { complete: true });
    const d1 = await sendDocument(first);
    clock.advance(60_000);
    const second = await player(app, { complete: true });
    const d2 = await sendDocument(second, "PASS");
    const q = await op("GET", "/operator/v1/kyc/queue?limit=100");
    expect(q.status).toBe(200);
    const ids = q.body.documents.map((d: { id: string }) => d.id);
    expect(ids.indexOf(d1.id)).toBeLessThan(ids.indexOf(d2.id));
    expect(q.body.documents.find((d: { id: string }) => d.id === d1.id)).toMatchObject({
      type: "ID_CARD",
      playerId: first.id,
      player: { firstName: "Ann", lastName: "Lee", birthday: "1990-04-01", country: "EST" },
    });
    const one = await op("GET", `/operator/v1/kyc/documents/${d1.id}`);
    expect(one.body).toMatchObject({ document: { id: d1.id }, player: { firstName: "Ann", status: "IN_PROGRESS" } });
  });

  it("lets a support operator look but not decide; refuses without a session", async () => {
    const p = await player(app, { complete: true });
    const d = await sendDocument(p);
    expect((await op("GET", "/operator/v1/kyc/queue", supportSession)).status).toBe(200);
    expect((await op("POST", `/operator/v1/kyc/documents/${d.id}/approve`, supportSession, approveAnn)).status).toBe(403);
    const anon = await app.inject({ method: "GET", url: "/operator/v1/kyc/queue" });
    expect(anon.statusCode).toBe(401);
    const asPlayer = await app.inject({ method: "GET", url: "/operator/v1/kyc/queue", headers: p.auth });
    expect(asPlayer.statusCode).toBe(401);
  });
});

describe("reject RETRY, send again, approve", () => {
  it("the player sees why, sends again, and is VERIFIED; every decision is in the audit trail", async () => {
    const p = await player(app, { complete: true });
    const d1 = await sendDocument(p);
    expect((await status(p)).value).toBe("IN_PROGRESS");
    const rej = await op("POST", `/operator/v1/kyc/documents/${d1.id}/reject`, reviewerSession, {
      kind: "RETRY",
      label: "UNREADABLE",
      comment: "The photo is blurred, please take a clearer one.",
      internalNote: "glare over the MRZ",
    });
    expect(rej.status).toBe(200);
    expect(rej.body.playerStatus).toBe("NOT_VERIFIED");
    const seen = (await api(app, "GET", "/documents/v1", p)).body.documents[0];
    expect(seen).toMatchObject({
      id: d1.id,
      status: "REJECTED",
      review: { kind: "RETRY", label: "UNREADABLE", comment: "The photo is blurred, please take a clearer one." },
    });
    expect(JSON.stringify(seen)).not.toContain("glare");
    expect(await status(p)).toMatchObject({ value: "NOT_VERIFIED", canSubmit: true });

    const d2 = await sendDocument(p, "ID_CARD", [
      { name: "front.png", bytes: samplePng() },
      { name: "back.pdf", bytes: samplePdf() },
    ]);
    expect((await status(p)).value).toBe("IN_PROGRESS");
    const again = await op("POST", `/operator/v1/kyc/documents/${d1.id}/approve`, reviewerSession, approveAnn);
    expect([again.status, again.body.code]).toEqual([409, "DOCUMENT_ALREADY_REVIEWED"]);
    const ok = await op("POST", `/operator/v1/kyc/documents/${d2.id}/approve`, reviewerSession, {
      ...approveAnn,
      holderName: "Ann Maria Lee",
      expiresOn: "2030-01-31",
    });
    expect(ok.status).toBe(200);
    expect(ok.body.playerStatus).toBe("VERIFIED");
    expect(await status(p)).toMatchObject({ value: "VERIFIED" });
    expect((await audit(d1.id)).map((a) => a.action)).toEqual(["kyc.document_rejected"]);
    expect(await audit(d2.id)).toEqual([{ action: "kyc.document_approved", operator_id: compliance.id, reason: null }]);
    // looking is recorded too
    await op("GET", `/operator/v1/kyc/documents/${d2.id}`);
    expect((await audit(d2.id)).map((a) => a.action)).toEqual(["kyc.document_approved", "kyc.documents_viewed"]);
  });

  it("refuses an approval whose name or birthday differ from the profile, and the document stays in review", async () => {
    const p = await player(app, { complete: true });
    const d = await sendDocument(p);
    const name = await op("POST", `/operator/v1/kyc/documents/${d.id}/approve`, reviewerSession, {
      ...approveAnn,
      holderName: "Anna Leeds",
    });
    expect([name.status, name.body.code, name.body.fields]).toEqual([412, "PROFILE_MISMATCH", ["name"]]);
    const day = await op("POST", `/operator/v1/kyc/documents/${d.id}/approve`, reviewerSession, {
      ...approveAnn,
      holderBirthday: "1990-01-04",
    });
    expect(day.body.fields).toEqual(["birthday"]);
    expect((await status(p)).value).toBe("IN_PROGRESS");
    expect(await audit(d.id)).toEqual([]);
  });

  it("an approved document stops counting the day after its expiry date", async () => {
    const p = await player(app, { complete: true });
    const d = await sendDocument(p, "PASS");
    const ok = await op("POST", `/operator/v1/kyc/documents/${d.id}/approve`, reviewerSession, {
      ...approveAnn,
      expiresOn: "2026-11-23",
    });
    expect(ok.status).toBe(200);
    expect((await status(p)).value).toBe("VERIFIED");
    const at = clock.now();
    clock.set(new Date("2026-11-24T00:00:01Z"));
    const later = await app.services.kyc.statusIn(app.db, p.id);
    clock.set(at);
    expect(later.value).toBe("NOT_VERIFIED");
  });

  it("India asks for a PAN card besides the identity document", async () => {
    const p = await player(app, { complete: true, country: "IND", currency: "INR" });
    const aadhaar = await sendDocument(p, "AADHAAR_CARD");
    await op("POST", `/operator/v1/kyc/documents/${aadhaar.id}/approve`, reviewerSession, approveAnn);
    expect((await status(p)).value).toBe("NOT_VERIFIED");
    const pan = await sendDocument(p, "PAN_CARD");
    expect((await status(p)).value).toBe("IN_PROGRESS");
    await op("POST", `/operator/v1/kyc/documents/${pan.id}/approve`, reviewerSession, approveAnn);
    expect((await status(p)).value).toBe("VERIFIED");
  });
});

describe("a FINAL rejection and a request", () => {
  it("FINAL closes verification: no more documents", async () => {
    const p = await player(app, { complete: true });
    const d = await sendDocument(p);
    await op("POST", `/operator/v1/kyc/documents/${d.id}/reject`, reviewerSession, {
      kind: "FINAL",
      label: "NAME_OR_BIRTHDAY_MISMATCH",
      comment: "This document belongs to someone else.",
    });
    expect(await status(p)).toMatchObject({ value: "NOT_VERIFIED", canSubmit: false });
    const body = multipart([{ name: "again.png", bytes: samplePng() }]);
    const up = await app.inject({
      method: "POST",
      url: "/upload/v1",
      headers: { ...p.auth, ...body.headers },
      payload: body.payload,
    });
    const refused = await api(app, "POST", "/documents/v1", p, { type: "PASS", referenceIds: [up.json().referenceId] });
    expect([refused.status, refused.body.code]).toEqual([412, "VERIFICATION_REJECTED"]);
  });

  it("a request makes the status REQUESTED, e-mails the player and is audited; a verified player is not asked", async () => {
    const p = await player(app, { complete: true });
    const email = (await app.db.one<{ email: string }>("SELECT email FROM players WHERE id = $1", [p.id]))!.email;
    const r = await op("POST", `/operator/v1/kyc/players/${p.id}/request`, reviewerSession, { note: "AML review" });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: "REQUESTED", mailed: true });
    expect(await status(p)).toMatchObject({ value: "REQUESTED", requestedAt: clock.now().toISOString() });
    const mail = await app.db.one<{ template: string; link: string; subject: string }>(
      "SELECT template, link, subject FROM outbox_messages WHERE recipient = $1",
      [email],
    );
    expect(mail).toMatchObject({ template: "verification_request", subject: "Aurum Casino: please verify your identity" });
    expect((await audit(p.id)).map((a) => [a.action, a.reason])).toEqual([["kyc.verification_requested", "AML review"]]);

    const d = await sendDocument(p);
    expect((await status(p)).value).toBe("IN_PROGRESS");
    await op("POST", `/operator/v1/kyc/documents/${d.id}/approve`, reviewerSession, approveAnn);
    expect(await status(p)).toMatchObject({ value: "VERIFIED", requestedAt: null });
    const again = await op("POST", `/operator/v1/kyc/players/${p.id}/request`, reviewerSession, {});
    expect([again.status, again.body.code]).toEqual([409, "ALREADY_VERIFIED"]);
  });
});

describe("files for operators", () => {
  it("opens a file only through a fresh link of the same operator, with safe headers, each access audited", async () => {
    const p = await player(app, { complete: true });
    const d = await sendDocument(p, "ID_CARD", [
      { name: "front side.png", bytes: samplePng() },
      { name: "scan.pdf", bytes: samplePdf() },
      { name: "selfie.webm", bytes: sampleWebm() },
    ]);
    const idOf = (name: string) => (d.files as { id: string; name: string }[]).find((f) => f.name === name)!.id;
    const [png, pdf, webm] = [idOf("front side.png"), idOf("scan.pdf"), idOf("selfie.webm")];
    const link = await op("GET", `/operator/v1/kyc/files/${png}/link?d=inline`);
    expect(link.body).toMatchObject({ disposition: "inline", file: { name: "front side.png", contentType: "image/png" } });
    const got = await op("GET", link.body.url);
    expect(got.status).toBe(200);
    expect(got.res.rawPayload.equals(samplePng())).toBe(true);
    expect(got.res.headers).toMatchObject({
      "content-type": "image/png",
      "content-disposition": `inline; filename="front side.png"; filename*=UTF-8''front%20side.png`,
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "cache-control": "no-store, private",
    });
    expect((await audit(png)).map((a) => [a.action, a.operator_id])).toEqual([["kyc.file_opened", compliance.id]]);

    const pdfLink = await op("GET", `/operator/v1/kyc/files/${pdf}/link?d=attachment`);
    expect((await op("GET", pdfLink.body.url)).res.headers).toMatchObject({
      "content-disposition": expect.stringMatching(/^attachment;/),
      "content-security-policy": "default-src 'none'; sandbox",
    });
    // a PDF in the viewer: inline, no sources at all, framed only by the back office itself
    const pdfInline = await op("GET", `/operator/v1/kyc/files/${pdf}/link?d=inline`);
    expect(pdfInline.body.disposition).toBe("inline");
    expect((await op("GET", pdfInline.body.url)).res.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": expect.stringMatching(/^inline;/),
      "content-security-policy": "default-src 'none'; frame-ancestors 'self'",
      "x-content-type-options": "nosniff",
    });
    const video = await op("GET", `/operator/v1/kyc/files/${webm}/link?d=inline`);
    expect(video.body.disposition).toBe("attachment");
    expect((await op("GET", video.body.url)).res.headers["content-type"]).toBe("video/webm");

    // another operator, a changed signature or disposition, a player: refused
    expect((await op("GET", link.body.url, otherSession)).body.code).toBe("LINK_INVALID");
    expect((await op("GET", link.body.url.replace("d=inline", "d=attachment"))).body.code).toBe("LINK_INVALID");
    expect((await op("GET", `${link.body.url.slice(0, -3)}abc`)).body.code).toBe("LINK_INVALID");
    expect((await app.inject({ method: "GET", url: link.body.url, headers: p.auth })).statusCode).toBe(401);
    clock.advance(2 * 60_000 + 1);
    const late = await op("GET", link.body.url);
    expect([late.status, late.body.code]).toEqual([410, "LINK_EXPIRED"]);
    expect(await audit(png)).toHaveLength(1);
  });
});
