// CPU time of the bench's processes, from /proc (Linux): the api, the
// PostgreSQL server's processes and the driver share the machine's cores, so
// what each spends on a bet says where a faster bet has to come from.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";

/** CPU milliseconds so far: of the given processes (api), of the local PostgreSQL processes, and of this one. */
export interface CpuSample {
  api: number;
  /** By process id; undefined when no PostgreSQL process runs on this machine (a remote server). */
  postgres: Map<number, number> | undefined;
  driver: number;
}

/** CPU ms a bet between two samples. */
export interface CpuPerBet {
  api: number;
  postgres: number | undefined;
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

/**
 * Undefined where there is no /proc. PostgreSQL is every process named postgres (the server's backends,
 * WAL writer, checkpointer), each by its id: a backend that exits during a round (pgbench's, just after its
 * run) takes its time with it, so only the processes alive at the round's end are counted.
 */
export function cpuSample(apiPids: number[]): CpuSample | undefined {
  if (!existsSync("/proc/self/stat")) return undefined;
  let api = 0;
  let postgres: Map<number, number> | undefined;
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    const p = processCpu(pid);
    if (!p) continue;
    if (apiPids.includes(Number(pid))) api += p.ms;
    else if (p.comm.startsWith("postgres")) (postgres ??= new Map()).set(Number(pid), p.ms);
  }
  const self = process.cpuUsage();
  return { api, postgres, driver: (self.user + self.system) / 1000 };
}

export function cpuPerBet(from: CpuSample | undefined, to: CpuSample | undefined, bets: number): CpuPerBet | undefined {
  if (!from || !to || bets <= 0) return undefined;
  let postgres: number | undefined;
  if (from.postgres && to.postgres) {
    // A process started during the round counts from zero.
    postgres = 0;
    for (const [pid, ms] of to.postgres) postgres += ms - (from.postgres.get(pid) ?? 0);
    postgres /= bets;
  }
  return { api: (to.api - from.api) / bets, postgres, driver: (to.driver - from.driver) / bets };
}

/** "api 0.210, PostgreSQL 0.190, driver 0.040" (ms a bet). */
export const cpuText = (c: CpuPerBet) =>
  `api ${c.api.toFixed(3)}, PostgreSQL ${c.postgres === undefined ? "n/a" : c.postgres.toFixed(3)}, driver ${c.driver.toFixed(3)}`;
