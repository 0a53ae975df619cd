// HAProxy in front of api processes: the one configuration the cluster
// (scripts/cluster.mjs) and the wallet bench (bench/wallet/run.ts) both run,
// so the bench measures the balancer production has. Debian's package is
// installed when missing (the project's scripts install what they need).
import { spawnSync } from "node:child_process";

/** Installs Debian's haproxy when the machine has none. */
export function ensureHaproxy() {
  if (spawnSync("sh", ["-c", "command -v haproxy"]).status === 0) return;
  const r = spawnSync(
    "sh",
    ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null"],
    { stdio: "inherit" },
  );
  if (r.status !== 0) throw new Error("could not install haproxy");
}

/**
 * The configuration: `bind` (address:port) balanced by least connections over
 * the api `ports` on loopback. `failover` adds the health checks and the
 * production behaviour around a process going away (the cluster); without
 * them a fixed set of processes is assumed up (the bench's short runs).
 * `statsPort` adds the stats page and Prometheus metrics.
 */
export function haproxyConfig({ bind, ports, failover = true, statsPort }) {
  const lines = [
    "global",
    "  maxconn 4096",
    "defaults",
    "  mode http",
    "  timeout connect 2s",
    "  timeout client 60s",
    "  timeout server 60s",
  ];
  if (failover) {
    lines.push(
      "  timeout tunnel 1h",
      "  option http-server-close",
      "  # A process killed mid-request: the caller hears 502 at once rather than waiting.",
      "  option forwardfor",
      "  option redispatch",
      "  retries 3",
      "  # Only a request that never reached a process is retried here: one that may have been taken (its signed",
      "  # nonce recorded) is answered 502 and the caller retries with its idempotency key and a fresh signature.",
      "  retry-on conn-failure",
    );
  }
  lines.push("frontend casino", `  bind ${bind}`, "  default_backend api");
  if (statsPort) {
    lines.push(
      "frontend stats",
      `  bind 127.0.0.1:${statsPort}`,
      "  http-request use-service prometheus-exporter if { path /metrics }",
      "  stats enable",
      "  stats uri /",
    );
  }
  lines.push("backend api", "  balance leastconn");
  if (failover) {
    lines.push(
      "  option httpchk GET /health/ready",
      "  http-check expect status 200",
      "  default-server inter 1s fall 2 rise 1 on-marked-down shutdown-sessions",
    );
  }
  for (const [i, p] of ports.entries()) lines.push(`  server api${i + 1} 127.0.0.1:${p}${failover ? " check" : ""}`);
  return `${lines.join("\n")}\n`;
}
