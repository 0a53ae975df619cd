import { type ComponentType, lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { sessionStore } from "../session/store";
import { isQuietPage } from "./quiet-pages";

/**
 * Named dialogs that can open over any page (login, registration, recovery…).
 * Features register their component here; each loads on first open.
 */
export interface DialogProps {
  /** The player closes the dialog: its onClose runs. */
  close: () => void;
  /** The dialog finished its job: it closes without onClose. */
  done: () => void;
  [k: string]: unknown;
}

const registry = new Map<string, ComponentType<DialogProps>>();
/** Dialogs offering a bonus or a promotion: none opens on a responsible-gambling page (shell/quiet-pages). */
const offers = new Set<string>();
export function registerDialog(
  name: string,
  load: () => Promise<{ default: ComponentType<DialogProps> }>,
  options: { offer?: boolean } = {},
) {
  registry.set(name, lazy(load));
  if (options.offer) offers.add(name);
}

type Open = { name: string; props: Record<string, unknown> } | null;
let current: Open = null;
/** An offer asked for on a responsible-gambling page: it waits for the player to leave it (DialogHost). */
let held: Open = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export const dialogs = {
  /**
   * Opens a dialog. An offer asked for on a page that takes none (the restrictions and withdrawal pages, the
   * withdrawal-only site) waits until the player is on another page, with nothing open over it.
   */
  open(name: string, props: Record<string, unknown> = {}) {
    if (offers.has(name) && isQuietPage(window.location.pathname)) {
      held = { name, props };
      return;
    }
    current = { name, props };
    emit();
  },
  /** Opens the waiting offer when the page takes one; a logged-out player's is dropped. */
  release() {
    if (!sessionStore.get().session) held = null;
    if (!held || current || isQuietPage(window.location.pathname)) return;
    current = held;
    held = null;
    emit();
  },
  close() {
    const was = current;
    current = null;
    emit();
    (was?.props.onClose as (() => void) | undefined)?.();
  },
  done() {
    current = null;
    emit();
  },
  current: () => current,
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

export function DialogHost() {
  const open = useSyncExternalStore(dialogs.subscribe, dialogs.current);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page (or a dialog closing) may take the waiting offer
  useEffect(() => dialogs.release(), [pathname, open]);
  if (!open) return null;
  const Component = registry.get(open.name);
  if (!Component) return null;
  return (
    <Suspense fallback={null}>
      <Component {...open.props} close={dialogs.close} done={dialogs.done} />
    </Suspense>
  );
}
