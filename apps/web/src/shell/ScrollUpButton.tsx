import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ArrowUpIcon } from "./icons";

/** Appears after four screens of scrolling (accounts spec §9). */
export function ScrollUpButton() {
  const { t } = useTranslation();
  const [show, setShow] = useState(false);
  useEffect(() => {
    const onScroll = () => setShow(window.scrollY > window.innerHeight * 4);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  if (!show) return null;
  return (
    <button
      type="button"
      className="fixed bottom-6 right-6 z-30 size-12 rounded-full bg-accent text-accent-ink shadow-lg"
      aria-label={t("app.scroll_up")}
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
    >
      <ArrowUpIcon className="mx-auto" />
    </button>
  );
}
