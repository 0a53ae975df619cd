import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { testApp, testClock } from "../../../test/harness.js";
import { api, player, type TestPlayer } from "../../../test/payments.js";
import { multipart, sample3gp, sampleJpeg, sampleMkv, sampleMp4, samplePdf, samplePng, sampleWebm } from "./sample-files.js";

const dataDir = mkdtempSync(join(tmpdir(), "kyc-test-"));
const clock = testClock();
const app = await testApp({ clock, config: { DATA_DIR: dataDir } });

async function upload(who: TestPlayer | null, files: { name: string; bytes: Buffer }[]) {
  const body = multipart(files);
  const res = await app.inject({
    method: "POST",
    url: "/upload/v1",
    headers: { ...(who?.auth ?? {}), ...body.headers },
    payload: body.payload,
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the api answered
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}

const uploadOk = async (who: TestPlayer, name = "passport.png", bytes = samplePng()) => {
  const r = await upload(who, [{ name, bytes }]);
  expect(r.status).toBe(200);
  return r.body.referenceId as string;
};

const storedFiles = () =>
  readdirSync(join(dataDir, "kyc"), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);

describe("document types by region", () => {
  it("offers the four common types, and PAN and Aadhaar cards in India (IND)", async () => {
    const est = await player(app, { country: "EST" });
    expect((await api(app, "GET", "/documents/v1/types", est)).body).toEqual({
      region: "EST",
      types: ["PASS", "ID_CARD", "D_LICENCE", "F_PASS"],
      alsoRequired: null,
    });
    const ind = await player(app, { country: "IND", currency: "INR" });
    expect((await api(app, "GET", "/documents/v1/types", ind)).body.types).toEqual([
      "PASS",
      "ID_CARD",
      "D_LICENCE",
      "F_PASS",
      "PAN_CARD",
      "AADHAAR_CARD",
    ]);
    // India asks for a PAN card besides an identity document, and says so.
    expect((await api(app, "GET", "/documents/v1/types", ind)).body.alsoRequired).toBe("PAN_CARD");
    expect((await api(app, "GET", "/documents/v1/types?region=ind")).body).toMatchObject({ region: "IND" });
  });
});

describe("POST /upload/v1", () => {
  it("stores an image under a random key and answers its referenceId", async () => {
    const p = await player(app);
    const r = await upload(p, [{ name: "My passport (page 1).png", bytes: samplePng() }]);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ name: "My passport (page 1).png", contentType: "image/png", size: samplePng().length });
    expect(r.body.referenceId).toMatch(/^[0-9a-f-]{36}$/);
    const names = storedFiles();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => /^[0-9a-f]{48}$/.test(n))).toBe(true);
  });

  it("accepts every allowed format whose content is what its name says", async () => {
    const p = await player(app);
    for (const [name, bytes, type] of [
      ["scan.jpg", sampleJpeg(), "image/jpeg"],
      ["scan.JPEG", sampleJpeg(), "image/jpeg"],
      ["scan.pdf", samplePdf(), "application/pdf"],
      ["selfie.mp4", sampleMp4(), "video/mp4"],
      ["selfie.webm", sampleWebm(), "video/webm"],
      ["selfie.3gp", sample3gp(), "video/3gpp"],
      ["selfie.mkv", sampleMkv(), "video/x-matroska"],
    ] as const) {
      const r = await upload(p, [{ name, bytes }]);
      expect(r.status, name).toBe(200);
      expect(r.body.contentType).toBe(type);
    }
  });

  it("refuses what could run or pretend: HTML in a .jpg, a script in a .pdf, an SVG, a path in the name, 6 MB", async () => {
    const p = await player(app);
    const html = Buffer.from("<!doctype html><html><script>alert(document.cookie)</script></html>");
    const cases: [string, Buffer, number, string][] = [
      ["photo.jpg", html, 415, "FILE_CONTENT_MISMATCH"],
      ["statement.pdf", Buffer.from("#!/bin/sh\nrm -rf /\n"), 415, "FILE_CONTENT_MISMATCH"],
      ["statement.pdf", Buffer.from("<script>fetch('/account/v1/details')</script>"), 415, "FILE_CONTENT_MISMATCH"],
      [
        "logo.svg",
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        415,
        "FILE_TYPE_NOT_ALLOWED",
      ],
      ["page.html", html, 415, "FILE_TYPE_NOT_ALLOWED"],
      ["run.exe", Buffer.from("MZ\x90\x00"), 415, "FILE_TYPE_NOT_ALLOWED"],
      ["noextension", samplePng(), 415, "FILE_TYPE_NOT_ALLOWED"],
      ["image.jpg", samplePng(), 415, "FILE_CONTENT_MISMATCH"],
      ["clip.mkv", sampleWebm(), 415, "FILE_CONTENT_MISMATCH"],
      ["clip.mp4", sample3gp(), 415, "FILE_CONTENT_MISMATCH"],
      ["../../etc/passwd.png", samplePng(), 400, "FILE_NAME_NOT_ALLOWED"],
      ["..\\..\\boot.png", samplePng(), 400, "FILE_NAME_NOT_ALLOWED"],
      ["big.png", Buffer.concat([samplePng(), Buffer.alloc(6 * 1024 * 1024)]), 413, "FILE_TOO_LARGE"],
    ];
    const before = storedFiles().length;
    for (const [name, bytes, status, code] of cases) {
      const r = await upload(p, [{ name, bytes }]);
      expect([name, r.status, r.body.code]).toEqual([name, status, code]);
      expect(r.body.message).toBeTruthy();
    }
    expect(storedFiles().length).toBe(before);
  });

  it("takes exactly 5242880 bytes and refuses one more", async () => {
    const p = await player(app);
    const png = samplePng();
    const exact = Buffer.concat([png, Buffer.alloc(5_242_880 - png.length)]);
    expect((await upload(p, [{ name: "max.png", bytes: exact }])).status).toBe(200);
    const over = Buffer.concat([exact, Buffer.alloc(1)]);
    expect((await upload(p, [{ name: "over.png", bytes: over }])).body.code).toBe("FILE_TOO_LARGE");
  });

  it("takes one file a request, needs a file and a player", async () => {
    const p = await player(app);
    const two = await upload(p, [
      { name: "a.png", bytes: samplePng() },
      { name: "b.png", bytes: samplePng() },
    ]);
    expect([two.status, two.body.code]).toEqual([400, "TOO_MANY_FILES"]);
    const none = await app.inject({ method: "POST", url: "/upload/v1", headers: p.auth, payload: { file: "x" } });
    expect([none.statusCode, none.json().code]).toEqual([400, "FILE_MISSING"]);
    expect((await upload(null, [{ name: "a.png", bytes: samplePng() }])).status).toBe(401);
  });

  it("holds at most 10 uploads no document uses yet", async () => {
    const p = await player(app);
    for (let i = 0; i < 10; i++) await uploadOk(p, `p${i}.png`);
    const r = await upload(p, [{ name: "eleventh.png", bytes: samplePng() }]);
    expect([r.status, r.body.code]).toEqual([400, "TOO_MANY_UPLOADS"]);
  });
});

describe("POST /documents/v1 and the player's status", () => {
  it("NOT_VERIFIED by default; a sent document is listed in review and the status is IN_PROGRESS", async () => {
    const p = await player(app, { complete: true });
    expect((await api(app, "GET", "/documents/v1/status", p)).body).toEqual({
      value: "NOT_VERIFIED",
      requestedAt: null,
      canSubmit: true,
    });
    expect((await api(app, "GET", "/documents/v1", p)).body).toEqual({ documents: [] });
    const front = await uploadOk(p, "front.png");
    const back = await uploadOk(p, "back.pdf", samplePdf());
    const sent = await api(app, "POST", "/documents/v1", p, {
      type: "ID_CARD",
      referenceIds: [front, back],
      comment: "both sides",
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      type: "ID_CARD",
      name: "front.png",
      comment: "both sides",
      status: "IN_REVIEW",
      review: null,
      files: [
        { id: front, name: "front.png", contentType: "image/png" },
        { id: back, name: "back.pdf", contentType: "application/pdf" },
      ],
    });
    expect((await api(app, "GET", "/documents/v1/status", p)).body.value).toBe("IN_PROGRESS");
    const list = await api(app, "GET", "/documents/v1", p);
    expect(list.body.documents).toHaveLength(1);
    expect(list.body.documents[0]).not.toHaveProperty("internalNote");
  });

  it("refuses another player's upload as unknown, an upload used twice, a type of another region, six files", async () => {
    const ann = await player(app);
    const bob = await player(app);
    const annFile = await uploadOk(ann);
    const stolen = await api(app, "POST", "/documents/v1", bob, { type: "PASS", referenceIds: [annFile] });
    expect([stolen.status, stolen.body.code]).toEqual([404, "UPLOAD_NOT_FOUND"]);
    expect((await api(app, "GET", "/documents/v1", bob)).body.documents).toEqual([]);
    const guessed = await api(app, "POST", "/documents/v1", bob, { type: "PASS", referenceIds: ["not-a-uuid"] });
    expect(guessed.body.code).toBe("UPLOAD_NOT_FOUND");

    expect((await api(app, "POST", "/documents/v1", ann, { type: "PASS", referenceIds: [annFile] })).status).toBe(200);
    const again = await api(app, "POST", "/documents/v1", ann, { type: "F_PASS", files: [annFile] });
    expect([again.status, again.body.code]).toEqual([409, "UPLOAD_ALREADY_USED"]);

    const pan = await api(app, "POST", "/documents/v1", bob, { type: "PAN_CARD", referenceIds: [await uploadOk(bob)] });
    expect([pan.status, pan.body.code]).toEqual([400, "DOCUMENT_TYPE_NOT_ALLOWED"]);
    const unknown = await api(app, "POST", "/documents/v1", bob, { type: "LIBRARY_CARD", referenceIds: [await uploadOk(bob)] });
    expect(unknown.body.code).toBe("DOCUMENT_TYPE_NOT_ALLOWED");

    const six = [];
    for (let i = 0; i < 6; i++) six.push(await uploadOk(bob, `s${i}.png`));
    const tooMany = await api(app, "POST", "/documents/v1", bob, { type: "PASS", referenceIds: six });
    expect([tooMany.status, tooMany.body.code]).toEqual([400, "TOO_MANY_FILES"]);
    expect((await api(app, "POST", "/documents/v1", bob, { type: "PASS", referenceIds: six.slice(0, 5) })).status).toBe(200);
    const none = await api(app, "POST", "/documents/v1", bob, { type: "PASS", referenceIds: [] });
    expect(none.body.code).toBe("FILE_MISSING");
  });
});

describe("uploads no document took", () => {
  it("are deleted, rows and stored files, a week after upload; a document's files stay", async () => {
    const p = await player(app);
    const kept = await uploadOk(p, "kept.png");
    await api(app, "POST", "/documents/v1", p, { type: "PASS", referenceIds: [kept] });
    const loose = await uploadOk(p, "loose.png");
    const keyOf = async (id: string) =>
      (await app.db.one<{ storage_key: string }>("SELECT storage_key FROM kyc_files WHERE id = $1", [id]))?.storage_key;
    const looseKey = (await keyOf(loose))!;
    const keptKey = (await keyOf(kept))!;
    clock.advance(6 * 24 * 3600_000);
    await app.services.kyc.purgeLooseUploads();
    expect(await keyOf(loose)).toBe(looseKey);
    clock.advance(2 * 24 * 3600_000);
    expect((await app.services.kyc.purgeLooseUploads()).deleted).toBeGreaterThanOrEqual(1);
    expect(await keyOf(loose)).toBeUndefined();
    expect(storedFiles()).not.toContain(looseKey);
    expect(storedFiles()).toContain(keptKey);
    expect(await keyOf(kept)).toBe(keptKey);
    expect(app.services.jobs.map((j) => j.name)).toContain("kyc.loose-uploads");
  });
});
