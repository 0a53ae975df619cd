import { lazy, Suspense, useEffect } from "react";
import { loadNotices, loadSonner, TOAST_MS, toasterMounted, useNoticesWanted, useToasterWanted } from "./toast";

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));
const Notices = lazy(loadNotices);

function Mounted() {
  useEffect(() => toasterMounted(), []);
  return null;
}

/** The toaster (and the notices that wait for an answer), mounted the first time something wants to say a word. */
export function Toasts() {
  const wanted = useToasterWanted();
  const noticesWanted = useNoticesWanted();
  return (
    <Suspense fallback={null}>
      {wanted ? (
        <>
          <Toaster
            position="top-center"
            duration={TOAST_MS}
            theme="dark"
            toastOptions={{ classNames: { toast: "casino-toast" } }}
          />
          <Mounted />
        </>
      ) : null}
      {noticesWanted ? <Notices /> : null}
    </Suspense>
  );
}
