import { i18next } from "../i18n";
import { fingerprint } from "./fingerprint";

/** An error answer of the api: HTTP status plus the body's code, message and fields. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** No answer at all (offline, DNS, refused). */
export class NetworkError extends Error {}

type Hooks = {
  token: () => string | null;
  /** Called on a 401 while logged in; resolves true when the session is still good. */
  onUnauthorized: () => Promise<boolean>;
  /** Called when a call gets no answer at all (accounts spec §8): the shell shows the error toast. */
  onNetworkError?: (message: string) => void;
};
let hooks: Hooks = { token: () => null, onUnauthorized: async () => false };
/** One toast for a burst of failing calls (a lost connection fails every poll at once). */
const NETWORK_TOAST_GAP_MS = 3000;
let lastNetworkToast = Number.NEGATIVE_INFINITY;
export const configureApi = (h: Hooks) => {
  hooks = h;
};

export interface ApiOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Skip the bearer token (excluded URLs). */
  anonymous?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** The headers every call carries: Accept-Language, x-locale, x-cid and, when logged in, the bearer token. */
export function callHeaders(anonymous = false): Record<string, string> {
  const locale = i18next.language || "en";
  const headers: Record<string, string> = { "accept-language": locale, "x-locale": locale, "x-cid": fingerprint() };
  const token = anonymous ? null : hooks.token();
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/** Every call carries Accept-Language, x-locale, x-cid and, when logged in, the bearer token. */
export async function api<T = unknown>(path: string, opts: ApiOptions = {}, retried = false): Promise<T> {
  const qs = opts.query
    ? `?${new URLSearchParams(
        Object.entries(opts.query)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, String(v)]),
      )}`
    : "";
  const locale = i18next.language || "en";
  const headers: Record<string, string> = {
    "accept-language": locale,
    "x-locale": locale,
    "x-cid": fingerprint(),
    ...opts.headers,
  };
  const token = opts.anonymous ? null : hooks.token();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(opts.body);
  }
  let res: Response;
  try {
    res = await fetch(`${path.startsWith("/") ? "" : "/"}${path}${qs}`, {
      method: opts.method ?? (body ? "POST" : "GET"),
      headers,
      body,
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    const message = i18next.t("app.network_error");
    if (Date.now() - lastNetworkToast >= NETWORK_TOAST_GAP_MS) {
      lastNetworkToast = Date.now();
      hooks.onNetworkError?.(message);
    }
    throw new NetworkError(message);
  }
  if (res.status === 401 && token && !retried) {
    if (await hooks.onUnauthorized()) return api<T>(path, opts, true);
  }
  const text = await res.text();
  const data = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const d = (data && typeof data === "object" ? data : {}) as Record<string, unknown>;
    throw new ApiError(res.status, String(d.code ?? `HTTP_${res.status}`), String(d.message ?? res.statusText), d);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

type Early = Record<string, Promise<unknown> | undefined>;

/**
 * The answer index.html's first-frame script got for this call (routes/first-requests.ts, keyed by the call's body
 * or path), once; undefined when it made none (or it failed). Here, not there: every page loads this module anyway.
 */
export async function takeFirstAnswer<T>(body: string): Promise<T | undefined> {
  const early = (globalThis as { __firstAnswers?: Early }).__firstAnswers;
  const answer = early?.[body];
  if (!answer) return undefined;
  delete early[body];
  return ((await answer.catch(() => null)) as T | null) ?? undefined;
}
