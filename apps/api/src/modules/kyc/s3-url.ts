/** S3_URL, read without loading the S3 client (the configuration checks it at boot). */
export interface S3Location {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** Reads `http(s)://key:secret@host:port/bucket[?region=…]`; throws with a readable message otherwise. */
export function parseS3Url(value: string): S3Location {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    throw new Error("must be a URL like http://key:secret@host:9000/bucket");
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") throw new Error("must start with http:// or https://");
  const bucket = decodeURIComponent(u.pathname.replace(/^\/+|\/+$/g, ""));
  if (!bucket || bucket.includes("/")) throw new Error("must name one bucket as its path: http://key:secret@host:9000/bucket");
  if (!u.username || !u.password) throw new Error("must carry the access key and secret: http://key:secret@host:9000/bucket");
  return {
    endpoint: `${u.protocol}//${u.host}`,
    bucket,
    accessKeyId: decodeURIComponent(u.username),
    secretAccessKey: decodeURIComponent(u.password),
    region: u.searchParams.get("region") ?? "us-east-1",
  };
}
