import { ROLES } from "@casino/contracts/operator-roles";
import type { OperatorListItem, Role } from "@casino/contracts/operators";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { type DataColumn, DataTable } from "../../../components/data-table/DataTable";
import { useTableQuery } from "../../../components/data-table/useTableQuery";
import { Page } from "../../../components/Page";
import {
  useChangeRole,
  useDisableOperator,
  useEnableOperator,
  useOperators,
  useResetTotp,
  useSetPassword,
} from "../../../hooks/api/operators";
import { useMe } from "../../../hooks/api/session";
import { dateTime } from "../../../lib/format";
import { CreateOperatorDrawer } from "./CreateOperatorDrawer";
import { RoleSelect } from "./RoleSelect";

type Action = { kind: "role" | "disable" | "enable" | "reset" | "password"; operator: OperatorListItem } | null;

const status = (o: OperatorListItem) =>
  o.disabledAt ? "disabled" : o.lockedUntil && new Date(o.lockedUntil) > new Date() ? "locked" : "active";

/** Operator accounts: create with a role, change the role, set a new password, reset the authenticator, disable. */
export function Component() {
  const list = useOperators();
  const { t } = useTranslation();
  const me = useMe().data;
  const q = useTableQuery({ filters: ["search", "role"] as const, defaultSort: "email", defaultPageSize: 25 });
  const [creating, setCreating] = useState(false);
  const [action, setAction] = useState<Action>(null);
  const [role, setRole] = useState<Role>("support");
  const changeRole = useChangeRole();
  const disable = useDisableOperator();
  const reset = useResetTotp();
  const enable = useEnableOperator();
  const setPassword = useSetPassword();
  const [newPassword, setNewPassword] = useState("");

  // A few dozen accounts: filtered, sorted and paged here, the same URL state as server-side lists.
  const all = list.data?.operators ?? [];
  const search = q.filters.search.toLowerCase();
  const filtered = all
    .filter((o) => (!search || o.email.includes(search)) && (!q.filters.role || o.role === q.filters.role))
    .sort((a, b) => {
      const key = q.sort.replace(/^-/, "") as "email" | "createdAt" | "lastSeenAt";
      const cmp = String(a[key] ?? "").localeCompare(String(b[key] ?? ""));
      return q.sort.startsWith("-") ? -cmp : cmp;
    });
  const rows = filtered.slice((q.page - 1) * q.pageSize, q.page * q.pageSize);

  const columns: DataColumn<OperatorListItem>[] = [
    { accessorKey: "email", header: t("operators.email"), sortKey: "email" },
    { accessorKey: "role", header: t("operators.role") },
    { id: "status", header: t("operators.status"), cell: ({ row }) => t(`operators.${status(row.original)}`) },
    {
      id: "totp",
      header: t("operators.authenticator"),
      cell: ({ row }) => (row.original.totpEnrolled ? t("operators.enrolled") : t("operators.notYet")),
    },
    {
      id: "lastSeen",
      header: t("operators.lastSeen"),
      sortKey: "lastSeenAt",
      cell: ({ row }) => dateTime(row.original.lastSeenAt),
    },
    { id: "created", header: t("operators.created"), sortKey: "createdAt", cell: ({ row }) => dateTime(row.original.createdAt) },
    {
      id: "actions",
      header: "",
      cell: ({ row }) =>
        row.original.id === me?.operator.id ? null : row.original.disabledAt || status(row.original) === "locked" ? (
          <button type="button" className="btn-ghost" onClick={() => setAction({ kind: "enable", operator: row.original })}>
            {t("operators.enableButton")}
          </button>
        ) : (
          <div className="flex flex-wrap gap-1">
            <button
              type="button"
              className="btn-ghost"
              onClick={() => {
                setRole(row.original.role);
                setAction({ kind: "role", operator: row.original });
              }}
            >
              {t("operators.changeRoleButton")}
            </button>
            <button
              type="button"
              className="btn-ghost"
              onClick={() => {
                setNewPassword("");
                setAction({ kind: "password", operator: row.original });
              }}
            >
              {t("operators.setPasswordButton")}
            </button>
            <button type="button" className="btn-ghost" onClick={() => setAction({ kind: "reset", operator: row.original })}>
              {t("operators.resetButton")}
            </button>
            <button
              type="button"
              className="btn-ghost text-danger"
              onClick={() => setAction({ kind: "disable", operator: row.original })}
            >
              {t("operators.disableButton")}
            </button>
          </div>
        ),
    },
  ];

  const o = action?.operator;
  return (
    <Page
      title={t("operators.title")}
      description={t("operators.description")}
      actions={
        <button type="button" className="btn-primary" onClick={() => setCreating(true)}>
          {t("operators.new")}
        </button>
      }
    >
      <div className="flex flex-wrap gap-3">
        <input
          aria-label={t("operators.search")}
          placeholder={t("operators.search")}
          className="field max-w-xs"
          value={q.filters.search}
          onChange={(e) => q.setFilters({ search: e.target.value })}
        />
        <select
          aria-label={t("operators.role")}
          className="field max-w-48"
          value={q.filters.role}
          onChange={(e) => q.setFilters({ role: e.target.value })}
        >
          <option value="">{t("operators.everyRole")}</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </div>
      <DataTable
        label={t("operators.title")}
        columns={columns}
        rows={rows}
        total={filtered.length}
        page={q.page}
        pageSize={q.pageSize}
        sort={q.sort}
        onSort={q.setSort}
        onPage={q.setPage}
        loading={list.isPending}
        rowTestId="operator-row"
      />
      <CreateOperatorDrawer open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={action?.kind === "role"}
        title={t("operators.changeRoleTitle", { email: o?.email })}
        description={t("operators.changeRoleText")}
        confirmLabel={t("operators.changeRoleConfirm")}
        onClose={() => setAction(null)}
        onConfirm={(reason) => changeRole.mutateAsync({ id: o!.id, role, reason })}
      >
        <RoleSelect id="new-role" label={t("operators.newRole")} value={role} onChange={setRole} />
      </ConfirmDialog>
      <ConfirmDialog
        open={action?.kind === "password"}
        title={t("operators.setPasswordTitle", { email: o?.email })}
        description={t("operators.setPasswordText")}
        confirmLabel={t("operators.setPasswordConfirm")}
        onClose={() => setAction(null)}
        onConfirm={(reason) => setPassword.mutateAsync({ id: o!.id, newPassword, reason })}
      >
        <label htmlFor="set-password" className="field-label">
          {t("operators.newPassword")}
        </label>
        <input
          id="set-password"
          type="password"
          autoComplete="new-password"
          required
          minLength={12}
          maxLength={128}
          className="field"
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={action?.kind === "reset"}
        title={t("operators.resetTitle", { email: o?.email })}
        description={t("operators.resetText")}
        confirmLabel={t("operators.resetConfirm")}
        onClose={() => setAction(null)}
        onConfirm={(reason) => reset.mutateAsync({ id: o!.id, reason })}
      />
      <ConfirmDialog
        open={action?.kind === "disable"}
        title={t("operators.disableTitle", { email: o?.email })}
        description={t("operators.disableText")}
        confirmLabel={t("operators.disableConfirm")}
        danger
        onClose={() => setAction(null)}
        onConfirm={(reason) => disable.mutateAsync({ id: o!.id, reason })}
      />
      <ConfirmDialog
        open={action?.kind === "enable"}
        title={t("operators.enableTitle", { email: o?.email })}
        description={t("operators.enableText")}
        confirmLabel={t("operators.enableConfirm")}
        onClose={() => setAction(null)}
        onConfirm={(reason) => enable.mutateAsync({ id: o!.id, reason })}
      />
    </Page>
  );
}
