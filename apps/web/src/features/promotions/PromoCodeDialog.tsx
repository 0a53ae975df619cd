import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DialogProps } from "../../shell/dialogs";
import { toast } from "../../shell/toast";
import { DialogFrame, Field, FormError } from "../../shell/ui";
import { captcha } from "../access/captcha";
import { promotionsApi } from "./api";
import { useBonusAction } from "./bonus-action";
import { promotionErrorKey } from "./errors";

/** Activate a promo code: the invisible captcha, then `promotions/v2/{promoCode}/apply`. */
export default function PromoCodeDialog({ close, done, code: given }: DialogProps & { code?: string }) {
  const { t } = useTranslation();
  const [code, setCode] = useState(given ?? "");
  const [error, setError] = useState<string | null>(null);
  const apply = useBonusAction(async (c: string) => promotionsApi.apply(c, await captcha.take()));
  useEffect(() => captcha.prepare(), []);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await apply.mutateAsync(code.trim());
      toast.success(t("promotions.code_applied"));
      done();
    } catch (err) {
      setError(t(promotionErrorKey(err)));
    }
  };
  return (
    <DialogFrame title={t("promotions.activate_code")} onClose={close} testId="promo-code-dialog">
      <form onSubmit={submit}>
        <FormError message={error} />
        <Field label={t("promotions.code")} htmlFor="promo-code-input">
          <input
            id="promo-code-input"
            className="field"
            value={code}
            maxLength={64}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
          />
        </Field>
        <button
          type="submit"
          className="btn-primary w-full"
          disabled={!code.trim() || apply.isPending}
          data-testid="promo-code-submit"
        >
          {t("promotions.activate")}
        </button>
      </form>
    </DialogFrame>
  );
}
