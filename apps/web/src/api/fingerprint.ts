/** Device fingerprint sent as x-cid; cached for 30 days (accounts spec §9). */
const KEY = "cid";
export const FINGERPRINT_TTL_MS = 2_592_000_000;

export function fingerprint(): string {
  try {
    const raw = localStorage.getItem(KEY);
    if (raw) {
      const { id, at } = JSON.parse(raw) as { id: string; at: number };
      if (id && Date.now() - at < FINGERPRINT_TTL_MS) return id;
    }
    const id = crypto.randomUUID();
    localStorage.setItem(KEY, JSON.stringify({ id, at: Date.now() }));
    return id;
  } catch (err) {
    console.warn("fingerprint unavailable", err);
    try {
      localStorage.removeItem(KEY);
    } catch {}
    return "unknown";
  }
}
