import { lazy, Suspense, useEffect } from "react";
import { loadNotices, loadSonner, TOAST_MS, toasterMounted, useNoticesWanted, useToasterWanted } from "./toast";

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));
const Notices = lazy(loadNotices);

function Mounted() {
  useEffect(() => toasterMounted(), []);
  return null;
}

/**
 * The toaster (and the notices that wait for an answer), mounted the first time something wants to say a word.
 * `position`: top centre over the site; a page whose own buttons sit at the top (the withdrawal-only page: Contact
 * support, Log out) takes them at the bottom.
 */
export function Toasts({ position = "top-center" }: { position?: "top-center" | "bottom-center" }) {
  const wanted = useToasterWanted();
  const noticesWanted = useNoticesWanted();
  return (
    <Suspense fallback={null}>
      {wanted ? (
        <>
          <Toaster
            position={position}
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
