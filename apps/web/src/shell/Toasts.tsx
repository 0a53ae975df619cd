import { lazy, Suspense, useEffect } from "react";
import { loadSonner, TOAST_MS, toasterMounted, useToasterWanted } from "./toast";

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

function Mounted() {
  useEffect(() => toasterMounted(), []);
  return null;
}

/** The toaster, mounted the first time something wants to say a word. */
export function Toasts() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" duration={TOAST_MS} theme="dark" toastOptions={{ classNames: { toast: "casino-toast" } }} />
      <Mounted />
    </Suspense>
  );
}
