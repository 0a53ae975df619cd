import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

/** A panel from the right over the screen (details, a form); Escape or the backdrop closes it. */
export function Drawer(props: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();
  useEffect(() => {
    if (!props.open) return;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && props.onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [props.open, props.onClose]);
  if (!props.open) return null;
  return (
    <div className="fixed inset-0 z-40">
      <button
        type="button"
        aria-label={t("frame.close")}
        className="absolute inset-0 h-full w-full bg-black/60"
        onClick={props.onClose}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={props.title}
        tabIndex={-1}
        className="absolute right-0 top-0 flex h-full w-[min(100vw,560px)] flex-col border-l border-surface-2 bg-surface shadow-2xl focus:outline-none"
      >
        <header className="flex items-center justify-between border-b border-surface-2 px-6 py-4">
          <h2 className="text-lg font-semibold">{props.title}</h2>
          <button type="button" className="btn-ghost" onClick={props.onClose}>
            {t("frame.close")}
          </button>
        </header>
        <div className="flex-1 overflow-y-auto p-6">{props.children}</div>
      </div>
    </div>
  );
}
