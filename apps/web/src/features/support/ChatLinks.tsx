import "../../i18n/account-texts";
import { useTranslation } from "react-i18next";
import { useSiteConfig } from "../../shell/site-config";

/** The messenger bots the configuration names (SUPPORT_CHAT_LINKS). */
export function ChatLinks() {
  const { t } = useTranslation();
  const links = useSiteConfig().chat?.links ?? [];
  return (
    <ul className="grid max-w-md gap-3" data-testid="support-chat-links">
      {links.map((l) => (
        <li key={l.url}>
          <a href={l.url} target="_blank" rel="noopener noreferrer" className="btn-secondary block text-center">
            {t("support.chat_with", { name: l.name })}
          </a>
        </li>
      ))}
    </ul>
  );
}
