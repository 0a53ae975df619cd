// A lean HTTP/1.1 load driver for `bench:wallet`: keep-alive connections, one
// request in flight on each (as pgbench's clients run one transaction at a
// time), requests serialised to bytes before the clock starts. The api, the
// database and this driver share the machine's cores, so the driver should cost
// them as little as pgbench's C client costs pgbench's figure; autocannon's
// per-request JavaScript took a fifth of a core at 1,800 requests/s.
import { connect, type Socket } from "node:net";

export interface DriverResult {
  /** Answers per second over the run. */
  rate: number;
  p50: number;
  p99: number;
  /** Answers with HTTP 200 whose body matched `okBody`. */
  ok: number;
  /** Answers that were not (HTTP status or body), and socket errors. */
  failed: number;
}

const HEADER_END = Buffer.from("\r\n\r\n");

function percentile(sorted: Float64Array, p: number) {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Sends `next(i)` requests (whole HTTP/1.1 requests as bytes, i counting from
 * 0 over all connections) for `seconds` on `connections` sockets.
 */
export async function drive(opts: {
  port: number;
  connections: number;
  seconds: number;
  next: (i: number) => Buffer;
  okBody: string;
}): Promise<DriverResult> {
  const latencies = new Float64Array(2_000_000);
  let answered = 0;
  let ok = 0;
  let failed = 0;
  let issued = 0;
  const okBytes = Buffer.from(opts.okBody);
  const started = performance.now();
  const until = started + opts.seconds * 1000;

  const runConnection = () =>
    new Promise<void>((resolve) => {
      const socket: Socket = connect(opts.port, "127.0.0.1");
      socket.setNoDelay(true);
      let buf = Buffer.alloc(0);
      let sentAt = 0;
      const send = () => {
        if (performance.now() >= until) {
          socket.end();
          return resolve();
        }
        sentAt = performance.now();
        socket.write(opts.next(issued++));
      };
      socket.on("connect", send);
      socket.on("error", () => {
        failed += 1;
        resolve();
      });
      socket.on("data", (chunk) => {
        buf = buf.length === 0 ? chunk : Buffer.concat([buf, chunk]);
        const end = buf.indexOf(HEADER_END);
        if (end < 0) return;
        const head = buf.subarray(0, end).toString("latin1");
        const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0);
        if (buf.length < end + 4 + length) return;
        const body = buf.subarray(end + 4, end + 4 + length);
        if (head.startsWith("HTTP/1.1 200") && body.includes(okBytes)) ok += 1;
        else failed += 1;
        if (answered < latencies.length) latencies[answered] = performance.now() - sentAt;
        answered += 1;
        buf = buf.subarray(end + 4 + length);
        send();
      });
    });

  await Promise.all(Array.from({ length: opts.connections }, runConnection));
  const elapsed = (performance.now() - started) / 1000;
  const sorted = latencies.slice(0, Math.min(answered, latencies.length)).sort();
  return { rate: answered / elapsed, p50: percentile(sorted, 50), p99: percentile(sorted, 99), ok, failed };
}

/** One whole HTTP/1.1 POST with a JSON body, keep-alive. */
export function httpPost(path: string, headers: Record<string, string>, body: string): Buffer {
  const lines = [`POST ${path} HTTP/1.1`, "host: 127.0.0.1", `content-length: ${Buffer.byteLength(body)}`];
  for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
  return Buffer.from(`${lines.join("\r\n")}\r\n\r\n${body}`);
}
