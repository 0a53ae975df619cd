export function ensureHaproxy(): void;
export function haproxyConfig(opts: { bind: string; ports: number[]; failover?: boolean; statsPort?: number }): string;
