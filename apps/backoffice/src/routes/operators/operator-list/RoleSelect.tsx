import { ROLES } from "@casino/contracts/operator-roles";
import type { Role } from "@casino/contracts/operators";
import type { ReactNode } from "react";

/** The label and the list of roles, for a new operator and for a change of role. */
export function RoleSelect(props: { id: string; label: ReactNode; value: Role; onChange: (role: Role) => void }) {
  return (
    <>
      <label htmlFor={props.id} className="field-label">
        {props.label}
      </label>
      <select id={props.id} className="field" value={props.value} onChange={(e) => props.onChange(e.target.value as Role)}>
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </select>
    </>
  );
}
