export function probe(url: string, ms?: number): Promise<{ ok: boolean; said: string }>;
export function waitHealthy(urls: string[], opts: { what: string; ms?: number; stop?: () => string | undefined }): Promise<void>;
