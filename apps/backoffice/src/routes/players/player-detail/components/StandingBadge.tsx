import type { PlayerSummary } from "@casino/contracts/players";

const STYLE: Record<PlayerSummary["standing"]["status"], string> = {
  ACTIVE: "bg-success/15 text-success",
  PENDING: "bg-warning/15 text-warning",
  BLOCKED: "bg-danger/15 text-danger",
  SELF_EXCLUDED: "bg-accent/15 text-accent",
};
const LABEL: Record<PlayerSummary["standing"]["status"], string> = {
  ACTIVE: "Active",
  PENDING: "Not confirmed",
  BLOCKED: "Blocked",
  SELF_EXCLUDED: "Self-excluded",
};

/** Active, not confirmed, blocked (by an operator) or self-excluded (until a date). */
export function StandingBadge({ standing }: { standing: PlayerSummary["standing"] }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STYLE[standing.status]}`}
      data-testid="player-standing"
      data-status={standing.status}
    >
      {LABEL[standing.status]}
      {standing.until ? ` until ${new Date(standing.until).toLocaleDateString("en-GB")}` : ""}
    </span>
  );
}
