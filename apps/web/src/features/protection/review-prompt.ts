import { queryClient } from "../../api/query-client";
import { i18next } from "../../i18n";
import "../../i18n/account-texts";
import { DEFAULT_LOCALE, isLocale } from "../../i18n/locales";
import { pathTo } from "../../routes/table";
import { toast } from "../../shell/toast";
import { LIMITS_KEY, protectionApi } from "./api";

/**
 * The 6-monthly review of the limits (accounts spec §3 Restrictions): one
 * read of the limits at login, kept for the restrictions page and the
 * deposit's limit offer; when a review is due, a notice that stays until the
 * player answers it: "Review my limits" opens the restrictions, "Keep my
 * limits" records the review (the notice goes either way).
 */
export async function promptReview(go: (path: string) => void = (path) => window.location.assign(path)) {
  const limits = await queryClient.fetchQuery({ queryKey: LIMITS_KEY, queryFn: protectionApi.limits, staleTime: 0 });
  if (!limits.reviewDue) return false;
  const lang = isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE;
  toast.neutral(i18next.t("protection.review_prompt.text"), {
    persistent: true,
    action: {
      label: i18next.t("protection.review_prompt.keep"),
      onClick: () => {
        void protectionApi
          .review()
          .then((data) => queryClient.setQueryData(LIMITS_KEY, data))
          .catch(() => toast.error(i18next.t("app.something_went_wrong_try_later")));
      },
    },
    cancel: { label: i18next.t("protection.review_prompt.review"), onClick: () => go(pathTo("restrictions", lang)) },
  });
  return true;
}
