/**
 * Every call of the back office: same origin (the back office server forwards
 * /operator/v1/* to the api), the session cookie sent by the browser, the
 * session's CSRF token on every write. A 401 outside sign-in sends the
 * operator to the login screen.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

let csrfToken: string | null = null;
let onUnauthorized: () => void = () => {};

export const setCsrfToken = (t: string | null) => {
  csrfToken = t;
};
export const configureApi = (o: { onUnauthorized: () => void }) => {
  onUnauthorized = o.onUnauthorized;
};

type Query = Record<string, string | number | undefined | null>;

export const withQuery = (path: string, query?: Query) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== "") q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
};

/** Sign-in steps answer 401 for a wrong password or code: the login screen shows it. */
const SIGN_IN = ["/operator/v1/session", "/operator/v1/session/code"];

export async function api<T>(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
  query?: Query,
): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (method !== "GET" && csrfToken) headers["x-csrf-token"] = csrfToken;
  const res = await fetch(withQuery(path, query), {
    method,
    headers,
    credentials: "same-origin",
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  if (!res.ok) {
    if (res.status === 401 && !SIGN_IN.includes(path)) onUnauthorized();
    throw new ApiError(res.status, String(json.code ?? "ERROR"), String(json.message ?? res.statusText), json);
  }
  return json as T;
}

/** Sends a file as the raw body (an image upload): its own content type, the CSRF token. */
export async function upload<T>(path: string, file: Blob): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json", "content-type": file.type || "application/octet-stream" };
  if (csrfToken) headers["x-csrf-token"] = csrfToken;
  const res = await fetch(path, { method: "POST", headers, credentials: "same-origin", body: file });
  const text = await res.text();
  const json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  if (!res.ok) {
    if (res.status === 401) onUnauthorized();
    throw new ApiError(res.status, String(json.code ?? "ERROR"), String(json.message ?? res.statusText), json);
  }
  return json as T;
}
