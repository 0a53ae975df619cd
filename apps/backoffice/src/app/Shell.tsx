import type { Permission } from "@casino/contracts/operators";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { useCan, useMe, useSignOut } from "../hooks/api/session";
import { Forbidden } from "../routes/forbidden";
import { SCREENS } from "./screens";

/** The frame every screen sits in: the nav of what the role allows, who is signed in, sign-out. */
export function Shell() {
  const me = useMe();
  const can = useCan();
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { t } = useTranslation();

  if (me.isPending) return <p className="p-6 text-muted">{t("frame.loading")}</p>;
  if (me.isError) return <p className="p-6 text-danger">{t("frame.unreachable", { message: me.error.message })}</p>;
  if (!me.data) return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  const { operator } = me.data;
  const nav = SCREENS.filter((s) => can(s.permission));

  return (
    <div className="flex min-h-full flex-col md:flex-row">
      <aside className="border-b border-surface-2 bg-surface md:w-60 md:shrink-0 md:border-b-0 md:border-r">
        <div className="px-4 py-5">
          <NavLink to="/" className="text-lg font-bold text-accent">
            {t("frame.brand")}
          </NavLink>
        </div>
        <nav aria-label={t("frame.navLabel")} className="flex flex-wrap gap-1 px-2 pb-4 md:flex-col">
          <NavLink to="/" end className="nav-link">
            {t("frame.overview")}
          </NavLink>
          {nav.map((s) => (
            <NavLink key={s.path} to={`/${s.path}`} className="nav-link">
              {t(s.label)}
            </NavLink>
          ))}
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-end gap-4 border-b border-surface-2 px-6 py-3 text-sm">
          <span data-testid="operator-identity">
            {operator.email} · <span className="text-muted">{operator.role}</span>
          </span>
          <NavLink to="/account/password" className="btn-ghost" data-testid="change-password-link">
            {t("frame.changePassword")}
          </NavLink>
          <button
            type="button"
            className="btn-ghost"
            disabled={signOut.isPending}
            onClick={() => signOut.mutate(undefined, { onSettled: () => navigate("/login", { replace: true }) })}
          >
            {t("frame.signOut")}
          </button>
        </header>
        <main className="flex-1">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** A screen the role does not allow shows why instead (a typed-in address, an old link). */
export function Permitted(props: { permission: Permission; children: ReactNode }) {
  const can = useCan();
  return can(props.permission) ? props.children : <Forbidden permission={props.permission} />;
}
