import { type ComponentType, lazy, Suspense, useSyncExternalStore } from "react";
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
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export const dialogs = {
  /** Opens a dialog; false when it is an offer and the page takes none (the restrictions and withdrawal pages). */
  open(name: string, props: Record<string, unknown> = {}): boolean {
    if (offers.has(name) && isQuietPage(window.location.pathname)) return false;
    current = { name, props };
    emit();
    return true;
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
  if (!open) return null;
  const Component = registry.get(open.name);
  if (!Component) return null;
  return (
    <Suspense fallback={null}>
      <Component {...open.props} close={dialogs.close} done={dialogs.done} />
    </Suspense>
  );
}
