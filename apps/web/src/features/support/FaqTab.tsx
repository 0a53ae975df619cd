import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "../../api/client";
import { useLang } from "../../routes/useRoute";
import { PageSkeleton } from "../../shell/PageSkeleton";

/** The FAQ (the static page of that name, edited in the back office). */
export function FaqTab() {
  const { t } = useTranslation();
  const lang = useLang();
  const q = useQuery({
    queryKey: ["content", lang, "faq"],
    queryFn: () =>
      api<{ html?: string }>(`/seo/v1/content/${lang}/faq`, { anonymous: true }).catch(() => ({}) as { html?: string }),
    staleTime: 5 * 60_000,
  });
  if (q.isPending) return <PageSkeleton />;
  if (!q.data?.html) return <p className="text-muted">{t("pages.content_unavailable")}</p>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the api
  return <div className="prose-casino" data-testid="support-faq" dangerouslySetInnerHTML={{ __html: q.data.html }} />;
}
