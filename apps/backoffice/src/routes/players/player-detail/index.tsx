import type { PlayerDetail } from "@casino/contracts/players";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { Money } from "../../../components/money/Money";
import { ErrorNote, Page } from "../../../components/Page";
import { useBlock, usePlayer } from "../../../hooks/api/players";
import { useCan } from "../../../hooks/api/session";
import { dateTime } from "../../../lib/format";
import { balanceLabel, detailLabel, detailValue, registrationMethod, standingReason } from "../../../lib/labels";
import { BonusesTab } from "./components/BonusesTab";
import { ProtectionTab } from "./components/ProtectionTab";
import { StandingBadge } from "./components/StandingBadge";
import { LoginsTab, NotesTab, PaymentsTab, RoundsTab, TransfersTab } from "./components/Tabs";

const TABS = [
  ["profile", "Profile"],
  ["transfers", "Ledger"],
  ["payments", "Payments"],
  ["rounds", "Game rounds"],
  ["logins", "Logins"],
  ["notes", "Notes"],
] as const;
type TabId = (typeof TABS)[number][0] | "protection" | "bonuses";

/** A player: profile and verification, status, balances, a tab per history; block and notes for the roles allowed. */
export function Component() {
  const { id = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const tab = (params.get("tab") ?? "profile") as TabId;
  const player = usePlayer(id);
  const can = useCan();
  const block = useBlock(id);
  const [blocking, setBlocking] = useState(false);
  const { t } = useTranslation();

  if (!player.data) {
    return (
      <Page title="Player">{player.error ? <ErrorNote error={player.error} /> : <p className="text-muted">Loading…</p>}</Page>
    );
  }
  const p = player.data;
  const blocked = p.standing.status === "BLOCKED";
  const tabs: (readonly [TabId, string])[] = [
    ...TABS,
    ...(can("protection.read") ? [["protection", t("protection.tab")] as const] : []),
    ...(can("promotions.read") ? [["bonuses", t("promotions.tab")] as const] : []),
  ];
  return (
    <Page
      title={[p.firstName, p.lastName].filter(Boolean).join(" ") || p.customerId}
      description={`Account ${p.customerId} · registered ${dateTime(p.registeredAt)}`}
      actions={
        <>
          <Link to="/players" className="btn-secondary">
            All players
          </Link>
          {can("corrections.create") && (
            <Link to={`/corrections?player=${encodeURIComponent(p.customerId)}`} className="btn-secondary">
              Correction
            </Link>
          )}
          {can("players.block") && (
            <button
              type="button"
              className={blocked ? "btn-primary" : "btn-danger"}
              onClick={() => setBlocking(true)}
              data-testid="block-open"
            >
              {blocked ? "Unblock" : "Block"}
            </button>
          )}
        </>
      }
    >
      <div className="flex flex-wrap items-center gap-3">
        <StandingBadge standing={p.standing} />
        {standingReason(p.standing) && (
          <span className="text-sm text-muted" data-testid="standing-reason">
            {standingReason(p.standing)}
            {p.standing.since ? ` (since ${dateTime(p.standing.since)})` : ""}
          </span>
        )}
      </div>
      <Balances player={p} />
      <div className="flex flex-wrap gap-1 border-b border-surface-2" role="tablist" aria-label="Player history">
        {tabs.map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${tab === id ? "border-accent text-accent" : "border-transparent text-muted hover:text-text"}`}
            onClick={() => setParams({ tab: id }, { replace: true })}
            data-testid={`tab-${id}`}
          >
            {label}
          </button>
        ))}
      </div>
      {tab === "profile" && <Profile player={p} />}
      {tab === "transfers" && <TransfersTab playerId={p.id} />}
      {tab === "payments" && <PaymentsTab playerId={p.id} />}
      {tab === "rounds" && <RoundsTab playerId={p.id} />}
      {tab === "logins" && <LoginsTab playerId={p.id} />}
      {tab === "notes" && <NotesTab playerId={p.id} canWrite={can("players.notes")} />}
      {tab === "protection" && can("protection.read") && (
        <ProtectionTab playerId={p.id} canWrite={can("protection.write")} canExclude={can("protection.exclude")} />
      )}
      {tab === "bonuses" && can("promotions.read") && <BonusesTab playerId={p.id} canWrite={can("promotions.write")} />}
      <ConfirmDialog
        open={blocking}
        title={blocked ? "Unblock this player" : "Block this player"}
        description={
          blocked
            ? "The player can log in again."
            : "The player is logged out everywhere at once, and their logins are refused until an operator unblocks them."
        }
        confirmLabel={blocked ? "Unblock" : "Block"}
        danger={!blocked}
        onConfirm={(reason) => block.mutateAsync({ action: blocked ? "unblock" : "block", reason })}
        onClose={() => setBlocking(false)}
      />
    </Page>
  );
}

function Balances({ player }: { player: PlayerDetail }) {
  return (
    <section aria-label="Balances" className="flex flex-wrap gap-3">
      {player.accounts.length === 0 && <p className="text-sm text-muted">No money yet.</p>}
      {player.accounts.map((a) => (
        <div
          key={a.id}
          className="rounded-2xl border border-surface-2 bg-surface px-5 py-3"
          data-testid={`balance-${a.kind}-${a.currency}`}
        >
          <p className="text-xs uppercase tracking-wide text-muted">{balanceLabel(a.kind, a.name)}</p>
          <p className="text-lg font-semibold">
            <Money amount={a.balance} currency={a.currency} />
          </p>
        </div>
      ))}
    </section>
  );
}

function Profile({ player: p }: { player: PlayerDetail }) {
  const confirmed = (v: string | null, ok: boolean) => (v ? `${v} (${ok ? "confirmed" : "not confirmed"})` : "—");
  // The profile's own fields the rows above do not already show (contacts, country, language, currency).
  const shown = new Set(["CONTACT_EMAIL", "CONTACT_PHONE", "LOCATION_COUNTRY", "LANGUAGE", "CURRENCY"]);
  const rows: [string, string][] = [
    ["Player id", p.id],
    ["E-mail", confirmed(p.email, p.emailVerified)],
    ["Phone", confirmed(p.phone, p.phoneVerified)],
    ["Country", p.country],
    ["Currency", p.currency],
    ["Language", p.language],
    ["Registered", `${dateTime(p.registeredAt)} (${registrationMethod(p.registrationMethod)})`],
    ["First login", dateTime(p.firstLoginAt)],
    ["Withdrawals", p.withdrawalsBlocked ? "Stopped by an operator" : "Allowed"],
    ...Object.entries(p.details)
      .filter(([k]) => /^[A-Z_]+$/.test(k) && !shown.has(k))
      .map(([k, v]) => [detailLabel(k), detailValue(k, v)] as [string, string]),
  ];
  return (
    <dl className="card grid max-w-3xl grid-cols-[12rem_1fr] gap-x-4 gap-y-2 text-sm" data-testid="player-profile">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-muted">{k}</dt>
          <dd className="break-all">{v}</dd>
        </div>
      ))}
    </dl>
  );
}
