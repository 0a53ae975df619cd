import { useSyncExternalStore } from "react";

/** Toasts in the spec's four colours, 3000 ms (games spec §9). */
export const TOAST_MS = 3000;

type Kind = "error" | "warning" | "success" | "neutral";

// Sonner is loaded with the first toast, not with the page: most visits never need it.
let sonner: Promise<typeof import("sonner")> | null = null;
let wanted = false;
// A toast waiting for the player's answer is our own (Notices.tsx), loaded on its own: no sonner for it.
let noticesWanted = false;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
const listeners = new Set<() => void>();

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
/** True once a toast was asked for: the layout then mounts the toaster. */
export const useToasterWanted = () => useSyncExternalStore(subscribe, () => wanted);
/** True once a toast that waits for an answer was asked for: the layout then mounts the notices. */
export const useNoticesWanted = () => useSyncExternalStore(subscribe, () => noticesWanted);
export const loadNotices = () => import("./Notices");
export const toasterMounted = () => markMounted();
export const loadSonner = () => {
  sonner ??= import("sonner");
  return sonner;
};

export interface ToastOptions {
  /** A button in the toast, e.g. "Reload". */
  action?: { label: string; onClick: () => void };
  /** A second button that closes the toast, e.g. "Not now". */
  cancel?: { label: string; onClick?: () => void };
  /** Stays until the player acts on it. */
  persistent?: boolean;
  /** A persistent toast leaves the screen when this aborts (what it offers no longer applies, e.g. after logout). */
  signal?: AbortSignal;
}

function show(kind: Kind, message: string, extra: ToastOptions = {}) {
  if (extra.persistent) {
    if (!noticesWanted) {
      noticesWanted = true;
      for (const l of listeners) l();
    }
    void loadNotices().then((m) =>
      m.addNotice({ kind, message, action: extra.action, cancel: extra.cancel, signal: extra.signal }),
    );
    return;
  }
  if (!wanted) {
    wanted = true;
    for (const l of listeners) l();
  }
  void Promise.all([loadSonner(), mounted]).then(([{ toast }]) => {
    const opts = {
      duration: TOAST_MS,
      className: `toast-${kind}`,
      action: extra.action,
      cancel: extra.cancel && { label: extra.cancel.label, onClick: () => extra.cancel?.onClick?.() },
    };
    if (kind === "neutral") toast(message, opts);
    else toast[kind](message, opts);
  });
}

export const toast = {
  error: (msg: string) => show("error", msg),
  warning: (msg: string) => show("warning", msg),
  success: (msg: string) => show("success", msg),
  neutral: (msg: string, opts?: ToastOptions) => show("neutral", msg, opts),
};
