import type { Role } from "@casino/contracts/operators";
import { useEffect, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Drawer } from "../../../components/Drawer";
import { ErrorNote } from "../../../components/Page";
import { TextField } from "../../../components/TextField";
import { useCreateOperator } from "../../../hooks/api/operators";
import { RoleSelect } from "./RoleSelect";

/** A new operator: e-mail and role; the one-time password is shown once, to hand over. */
export function CreateOperatorDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateOperator();
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("support");
  const [reason, setReason] = useState("");
  useEffect(() => {
    if (open) {
      create.reset();
      setEmail("");
      setReason("");
    }
  }, [open, create.reset]);
  const made = create.data;
  return (
    <Drawer open={open} title={t("operators.new")} onClose={onClose}>
      {made ? (
        <div className="flex flex-col gap-4" data-testid="operator-created">
          <p>
            <Trans
              i18nKey="operators.createdText"
              values={{ email: made.operator.email, role: made.operator.role }}
              components={[<strong key="e" />, <strong key="r" />]}
            />
          </p>
          <code data-testid="one-time-password" className="block break-all rounded-lg bg-bg px-3 py-2 font-mono">
            {made.password}
          </code>
          <button type="button" className="btn-primary" onClick={onClose}>
            {t("operators.done")}
          </button>
        </div>
      ) : (
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate({ email, role, reason: reason.trim() || undefined });
          }}
        >
          <TextField id="op-email" label={t("operators.email")} type="email" required value={email} onChange={setEmail} />
          <div>
            <RoleSelect id="op-role" label={t("operators.role")} value={role} onChange={setRole} />
          </div>
          <TextField id="op-reason" label={t("operators.reasonOptional")} value={reason} onChange={setReason} />
          <ErrorNote error={create.error} />
          <button type="submit" className="btn-primary" disabled={create.isPending}>
            {t("operators.create")}
          </button>
        </form>
      )}
    </Drawer>
  );
}
