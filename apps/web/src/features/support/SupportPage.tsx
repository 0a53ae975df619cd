import "../../i18n/account-texts";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useIsLoggedIn } from "../../session/store";
import { useSiteConfig } from "../../shell/site-config";
import { usePageMeta } from "../../shell/usePageMeta";
import { Inbox } from "../messages/Inbox";
import { ChatLinks } from "./ChatLinks";
import { ContactForm } from "./ContactForm";
import { FaqTab } from "./FaqTab";

type Tab = "faq" | "contact-form" | "chat" | "messages";

/** The support route (accounts spec §2, §3): FAQ, contact form, chat links, and the player's messages. */
export default function SupportPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const loggedIn = useIsLoggedIn();
  const links = useSiteConfig().chat?.links ?? [];
  usePageMeta(t("pages.chat_title"), t("support.description"));
  const tabs: Tab[] = [
    "faq",
    "contact-form",
    ...(links.length ? (["chat"] as const) : []),
    ...(loggedIn ? (["messages"] as const) : []),
  ];
  const wanted = params.get("tab") as Tab | null;
  const tab: Tab = wanted && tabs.includes(wanted) ? wanted : "faq";
  return (
    <section className="py-6" data-testid="support-page">
      <h1 className="text-3xl font-bold">{t("pages.chat_title")}</h1>
      <div role="tablist" className="mt-6 flex flex-wrap gap-2 border-b border-surface-2">
        {tabs.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={k === tab}
            data-testid={`support-tab-${k}`}
            onClick={() => setParams({ tab: k }, { replace: true })}
            className={`-mb-px border-b-2 px-4 py-2 ${k === tab ? "border-accent font-bold" : "border-transparent text-muted"}`}
          >
            {t(`support.tab_${k.replace("-", "_")}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="mt-6">
        {tab === "faq" && <FaqTab />}
        {tab === "contact-form" && <ContactForm />}
        {tab === "chat" && <ChatLinks />}
        {tab === "messages" && <Inbox />}
      </div>
    </section>
  );
}
