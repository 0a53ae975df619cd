import { deflateSync } from "node:zlib";

/** Small real files of each kind, for tests and journeys (a browser can show the images). */

function crc32(buf: Buffer) {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A real PNG of w×h pixels of one colour. */
export function samplePng(w = 8, h = 8, rgb: [number, number, number] = [200, 40, 40]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The start of a JPEG (SOI + JFIF APP0): enough for magic-byte sniffing. */
export function sampleJpeg(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from("JFIF\0", "binary"),
    Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    Buffer.alloc(200, 0),
    Buffer.from([0xff, 0xd9]),
  ]);
}

export function samplePdf(): Buffer {
  return Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  );
}

/** An ISO base media file (ftyp isom): an .mp4 to the sniffer. */
export function sampleMp4(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypisom", "ascii"),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from("isomiso2", "ascii"),
  ]);
  return Buffer.concat([ftyp, Buffer.from([0, 0, 0, 8]), Buffer.from("free", "ascii"), Buffer.alloc(64)]);
}

/** A 3GPP file as a phone records it (ftyp 3gp5): a .3gp to the sniffer. */
export function sample3gp(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftyp3gp5", "ascii"),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from("3gp5isom", "ascii"),
  ]);
  return Buffer.concat([ftyp, Buffer.from([0, 0, 0, 8]), Buffer.from("free", "ascii"), Buffer.alloc(64)]);
}

/** An EBML header with the given DocType. */
function ebml(kind: "webm" | "matroska"): Buffer {
  const docType = Buffer.concat([Buffer.from([0x42, 0x82, 0x80 | kind.length]), Buffer.from(kind, "ascii")]);
  const header = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | docType.length]), docType]);
  return Buffer.concat([header, Buffer.alloc(64)]);
}

/** An EBML header with DocType webm. */
export const sampleWebm = () => ebml("webm");
/** An EBML header with DocType matroska: an .mkv. */
export const sampleMkv = () => ebml("matroska");

/** A multipart/form-data body as a browser sends it. */
export function multipart(files: { name: string; bytes: Buffer; field?: string; type?: string }[]) {
  const boundary = `----casino${Math.random().toString(16).slice(2)}`;
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? "file"}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from("\r\n"),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
