import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { parseS3Url, type S3Location } from "./s3-url.js";

/**
 * Where KYC files live: never under a served folder. By default a folder of
 * the data directory (DATA_DIR/kyc); with S3_URL an S3-compatible bucket,
 * path-style: `S3_URL=http://ACCESS_KEY:SECRET@host:9000/bucket` (https too;
 * the region defaults to us-east-1, `?region=eu-central-1` changes it).
 * Keys are random hex made by the service; a player's file name is never part of one.
 */
export interface KycStorage {
  readonly kind: "fs" | "s3";
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  close(): void;
}

const KEY = /^[0-9a-f]{32,64}$/;
function checkKey(key: string) {
  if (!KEY.test(key)) throw new Error("invalid KYC storage key");
}

/** Files under `dir`, two levels of fan-out by the key's first characters; readable by the api's user only. */
export function fileStorage(dir: string): KycStorage {
  const pathOf = (key: string) => {
    checkKey(key);
    return join(dir, key.slice(0, 2), key);
  };
  return {
    kind: "fs",
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(join(dir, key.slice(0, 2)), { recursive: true, mode: 0o700 });
      await writeFile(path, bytes, { mode: 0o600, flag: "wx" });
    },
    get: (key) => readFile(pathOf(key)),
    remove: (key) => rm(pathOf(key), { force: true }),
    close() {},
  };
}

/** One S3 client kept for the process (its connection pool is reused). */
export function s3Storage(loc: S3Location): KycStorage {
  const client = new S3Client({
    endpoint: loc.endpoint,
    region: loc.region,
    forcePathStyle: true,
    credentials: { accessKeyId: loc.accessKeyId, secretAccessKey: loc.secretAccessKey },
  });
  const objectKey = (key: string) => {
    checkKey(key);
    return `kyc/${key}`;
  };
  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket: loc.bucket, Key: objectKey(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      const r = await client.send(new GetObjectCommand({ Bucket: loc.bucket, Key: objectKey(key) }));
      if (!r.Body) throw new Error("empty S3 object");
      return Buffer.from(await r.Body.transformToByteArray());
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: loc.bucket, Key: objectKey(key) }));
    },
    close() {
      client.destroy();
    },
  };
}

/** The store the configuration asks for. */
export function kycStorage(config: { S3_URL?: string; dataDir: string }): KycStorage {
  return config.S3_URL ? s3Storage(parseS3Url(config.S3_URL)) : fileStorage(join(config.dataDir, "kyc"));
}
