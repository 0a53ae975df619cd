import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, describe, expect, it } from "vitest";
import { testApp } from "../../../test/harness.js";
import { player } from "../../../test/payments.js";
import { ConfigError, loadConfig } from "../../platform/config.js";
import { parseS3Url } from "./s3-url.js";
import { multipart, samplePdf } from "./sample-files.js";

/** A real S3-compatible server (s3rver) in its own process on a random port, with a bucket "kyc". */
async function startS3rver(dir: string): Promise<{ proc: ChildProcess; port: number }> {
  const bin = join(createRequire(import.meta.url).resolve("s3rver/package.json"), "..", "bin", "s3rver.js");
  const proc = spawn(process.execPath, [bin, "-d", dir, "-a", "127.0.0.1", "-p", "0", "--configure-bucket", "kyc"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`s3rver did not start: ${out}`)), 20_000);
    proc.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const m = out.match(/listening on [\d.]+:(\d+)/);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    proc.on("exit", (code) => reject(new Error(`s3rver exited (${code}): ${out}`)));
  });
  return { proc, port };
}

const s3Dir = mkdtempSync(join(tmpdir(), "kyc-s3-"));
const dataDir = mkdtempSync(join(tmpdir(), "kyc-s3-data-"));
const { proc, port } = await startS3rver(s3Dir);
const S3_URL = `http://S3RVER:S3RVER@127.0.0.1:${port}/kyc`;
const app = await testApp({ config: { DATA_DIR: dataDir, S3_URL } });
const loc = parseS3Url(S3_URL);
const s3 = new S3Client({
  endpoint: loc.endpoint,
  region: loc.region,
  forcePathStyle: true,
  credentials: { accessKeyId: loc.accessKeyId, secretAccessKey: loc.secretAccessKey },
});
afterAll(() => {
  s3.destroy();
  proc.kill();
  rmSync(s3Dir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe("KYC files in S3-compatible storage (S3_URL)", () => {
  it("reads S3_URL and refuses a malformed one at boot, naming the variable", () => {
    expect(loc).toEqual({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: "kyc",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      region: "us-east-1",
    });
    expect(() => loadConfig({ S3_URL: "http://127.0.0.1:9000/kyc" } as NodeJS.ProcessEnv)).toThrow(ConfigError);
    expect(() => loadConfig({ S3_URL: "ftp://a:b@host/kyc" } as NodeJS.ProcessEnv)).toThrow(/S3_URL/);
  });

  it("an upload lands in the bucket under a random key, not on the api's disk, and reads back byte for byte", async () => {
    const p = await player(app);
    const body = multipart([{ name: "bank statement.pdf", bytes: samplePdf() }]);
    const res = await app.inject({
      method: "POST",
      url: "/upload/v1",
      headers: { ...p.auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(app.services.kycStore.kind).toBe("s3");

    const listed = await s3.send(new ListObjectsV2Command({ Bucket: "kyc", Prefix: "kyc/" }));
    const keys = (listed.Contents ?? []).map((o) => o.Key!);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^kyc\/[0-9a-f]{48}$/);
    const obj = await s3.send(new GetObjectCommand({ Bucket: "kyc", Key: keys[0] }));
    expect(Buffer.from(await obj.Body!.transformToByteArray()).equals(samplePdf())).toBe(true);
    expect(obj.ContentType).toBe("application/pdf");
    expect(existsSync(join(dataDir, "kyc"))).toBe(false);

    const key = keys[0]!.slice("kyc/".length);
    expect((await app.services.kycStore.get(key)).equals(samplePdf())).toBe(true);
  });
});
