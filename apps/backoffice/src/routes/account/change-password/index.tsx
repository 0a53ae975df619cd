import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorNote, Page } from "../../../components/Page";
import { useChangePassword } from "../../../hooks/api/session";

/** The signed-in operator changes their own password (any role); their other sessions end. */
export function Component() {
  const change = useChangePassword();
  const { t } = useTranslation();
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNew] = useState("");
  const [repeat, setRepeat] = useState("");
  const mismatch = repeat.length > 0 && repeat !== newPassword;
  return (
    <Page title={t("account.passwordTitle")} description={t("account.passwordText")}>
      <form
        className="card flex max-w-md flex-col gap-4"
        data-testid="change-password"
        onSubmit={(e) => {
          e.preventDefault();
          if (mismatch) return;
          change.mutate(
            { currentPassword, newPassword },
            {
              onSuccess: () => {
                setCurrent("");
                setNew("");
                setRepeat("");
              },
            },
          );
        }}
      >
        <div>
          <label htmlFor="current-password" className="field-label">
            {t("account.currentPassword")}
          </label>
          <input
            id="current-password"
            type="password"
            autoComplete="current-password"
            required
            className="field"
            value={currentPassword}
            onChange={(e) => setCurrent(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="new-password" className="field-label">
            {t("account.newPassword")}
          </label>
          <input
            id="new-password"
            type="password"
            autoComplete="new-password"
            required
            minLength={12}
            maxLength={128}
            className="field"
            value={newPassword}
            onChange={(e) => setNew(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="repeat-password" className="field-label">
            {t("account.repeatPassword")}
          </label>
          <input
            id="repeat-password"
            type="password"
            autoComplete="new-password"
            required
            className="field"
            aria-invalid={mismatch}
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
          />
          {mismatch && <p className="mt-1 text-sm text-danger">{t("account.mismatch")}</p>}
        </div>
        <ErrorNote error={change.error} />
        {change.isSuccess && (
          <p role="status" className="text-sm text-accent">
            {t("account.changed", { count: change.data.sessionsEnded })}
          </p>
        )}
        <button type="submit" className="btn-primary" disabled={change.isPending || mismatch}>
          {t("account.save")}
        </button>
      </form>
    </Page>
  );
}
