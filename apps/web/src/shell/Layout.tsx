import { useTranslation } from "react-i18next";
import { Outlet, ScrollRestoration } from "react-router";
import { usePlatformClass } from "../hooks/usePlatformClass";
import { DialogHost } from "./dialogs";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { ScrollUpButton } from "./ScrollUpButton";
import { Toasts } from "./Toasts";

export function Layout() {
  const { t } = useTranslation();
  usePlatformClass();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-accent focus:p-2 focus:text-accent-ink"
      >
        {t("app.skip_to_content")}
      </a>
      <Header />
      <main id="main" className="mx-auto min-h-dvh w-full max-w-[1440px] flex-1 px-4">
        <Outlet />
      </main>
      <Footer />
      <ScrollUpButton />
      <DialogHost />
      <Toasts />
      {/* Back/forward restores the scroll position; a new page starts at the top. */}
      <ScrollRestoration />
    </div>
  );
}
