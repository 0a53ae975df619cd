import "../../i18n/account-texts";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { useIsLoggedIn } from "../../session/store";
import { FormError } from "../../shell/FormError";
import { PageSkeleton } from "../../shell/PageSkeleton";
import { openLogin } from "../access/open-login";
import { MethodList } from "./MethodList";
import { regionScreen } from "./region";
import type { PaymentType } from "./types";
import { useMethods, useRegion } from "./useMethods";

/** `payments/deposit` and `payments/withdrawals`: the methods for everyone; choosing one leads to the cashier (or login). */
export function PublicMethods({ type }: { type: PaymentType }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const { region, ready } = useRegion();
  const screen = regionScreen(region);
  const methods = useMethods(type, region, ready);
  const target = (method: string) =>
    `${pathTo(type === "deposit" ? "deposit" : "withdrawals", lang)}?method=${encodeURIComponent(method)}`;
  const intro = (
    <p className="text-sm text-muted">
      {t(type === "deposit" ? "payments.public.deposit_intro" : "payments.public.withdrawal_intro")}
    </p>
  );
  // The intro stays while the methods load: it is the page's first frame in index.html (routes/first-frame.ts).
  if (methods.isPending)
    return (
      <div className="space-y-4">
        {intro}
        <PageSkeleton />
      </div>
    );
  const failure =
    methods.data?.failure ?? (methods.isError ? "SERVER_FAULT" : methods.data?.methods.length ? null : "NO_METHODS");
  return (
    <div className="space-y-4">
      {intro}
      <p className="text-sm text-muted" data-testid="payment-region-hint">
        {t(screen.hint, { currency: methods.data?.currency ?? "" })}
      </p>
      {failure ? (
        <div data-testid="payment-availability" data-failure={failure}>
          <FormError message={t(`payments.availability.${failure}`)} />
        </div>
      ) : (
        <MethodList
          methods={methods.data?.methods ?? []}
          screen={screen}
          onSelect={(m) => {
            if (loggedIn) navigate(target(m.id));
            else openLogin("byPayment", target(m.id));
          }}
        />
      )}
    </div>
  );
}
