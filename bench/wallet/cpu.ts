// CPU time of the bench's processes, from /proc (Linux): the api, the
// PostgreSQL server's processes and the driver share the machine's cores, so
// what each spends on a bet says where a faster bet has to come from.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";

/** CPU milliseconds so far: of the given processes (api), of every PostgreSQL process, and of this one. */
export interface CpuSample {
  api: number;
  postgres: number;
  driver: number;
}

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** utime + stime of a process in ms, and its command name; undefined once it has gone. */
function processCpu(pid: string): { comm: string; ms: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const close = stat.lastIndexOf(")");
    const fields = stat.slice(close + 2).split(" ");
    // Fields 14 and 15 of proc(5), counted from the state (field 3) here.
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { comm: stat.slice(stat.indexOf("(") + 1, close), ms: (ticks * 1000) / ticksPerSecond };
  } catch {
    return undefined;
  }
}

/** Undefined where there is no /proc. */
export function cpuSample(apiPids: number[]): CpuSample | undefined {
  if (!existsSync("/proc/self/stat")) return undefined;
  let api = 0;
  let postgres = 0;
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    const p = processCpu(pid);
    if (!p) continue;
    if (apiPids.includes(Number(pid))) api += p.ms;
    else if (p.comm.startsWith("postgres")) postgres += p.ms;
  }
  const self = process.cpuUsage();
  return { api, postgres, driver: (self.user + self.system) / 1000 };
}

/** CPU ms a bet between two samples, as the bench prints it. */
export function cpuPerBet(from: CpuSample | undefined, to: CpuSample | undefined, bets: number): string | undefined {
  if (!from || !to || bets <= 0) return undefined;
  const per = (k: keyof CpuSample) => ((to[k] - from[k]) / bets).toFixed(3);
  return `CPU ms a bet: api ${per("api")}, PostgreSQL ${per("postgres")}, driver ${per("driver")}`;
}
