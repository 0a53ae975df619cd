import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";

/**
 * Toasts that wait for the player's answer (the push offer, a new version):
 * our own few lines instead of sonner, because a returning player's page
 * shows one at once. They stay until answered; Escape or the close button
 * dismisses them as "not now" does.
 */
export interface Notice {
  id: number;
  kind: "error" | "warning" | "success" | "neutral";
  message: string;
  action?: { label: string; onClick: () => void };
  cancel?: { label: string; onClick?: () => void };
}

let list: Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Shows a notice until it is answered, or until `signal` aborts (then it goes without an answer). */
export function addNotice({ signal, ...n }: Omit<Notice, "id"> & { signal?: AbortSignal }) {
  if (signal?.aborted) return;
  const id = nextId++;
  list = [...list, { ...n, id }];
  emit();
  signal?.addEventListener("abort", () => remove(id), { once: true });
}

function remove(id: number) {
  list = list.filter((n) => n.id !== id);
  emit();
}

const useNotices = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => list,
  );

export default function Notices() {
  const { t } = useTranslation();
  const notices = useNotices();
  if (!notices.length) return null;
  // Never over the header's controls (menu, balance, account): on a phone at the bottom, above the home indicator
  // (the page runs under it: viewport-fit=cover); on a wider screen top centre, below the header (h-16).
  return (
    <div
      className="pointer-events-none fixed inset-x-0 bottom-[calc(1rem+env(safe-area-inset-bottom))] z-[60] flex flex-col items-center gap-2 pr-[max(1rem,env(safe-area-inset-right))] pl-[max(1rem,env(safe-area-inset-left))] sm:top-20 sm:bottom-auto"
      data-testid="notices"
    >
      {notices.map((n) => {
        const dismiss = () => {
          remove(n.id);
          n.cancel?.onClick?.();
        };
        return (
          <div
            key={n.id}
            role="status"
            className={`casino-toast toast-${n.kind} pointer-events-auto flex w-full max-w-[356px] items-center gap-2 rounded-lg border p-4 text-[13px] shadow-lg`}
            onKeyDown={(e) => e.key === "Escape" && dismiss()}
            data-testid="notice"
          >
            <p className="flex-1">{n.message}</p>
            {n.cancel ? (
              <button type="button" className="shrink-0 rounded bg-black/25 px-2 py-1 text-xs font-medium" onClick={dismiss}>
                {n.cancel.label}
              </button>
            ) : (
              <button type="button" className="shrink-0 rounded px-1 text-xs" aria-label={t("app.close")} onClick={dismiss}>
                <span aria-hidden>✕</span>
              </button>
            )}
            {n.action ? (
              <button
                type="button"
                className="shrink-0 rounded bg-white px-2 py-1 text-xs font-medium text-gray-900"
                onClick={() => {
                  remove(n.id);
                  n.action?.onClick();
                }}
              >
                {n.action.label}
              </button>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
