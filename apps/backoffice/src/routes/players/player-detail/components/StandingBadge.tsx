import type { PlayerSummary } from "@casino/contracts/players";
import { type StandingKind, standingKind, standingLabel } from "../../../../lib/labels";

const STYLE: Record<StandingKind, string> = {
  ACTIVE: "bg-success/15 text-success",
  PENDING: "bg-warning/15 text-warning",
  BLOCKED: "bg-danger/15 text-danger",
  COOLDOWN: "bg-accent/15 text-accent",
  SELF_EXCLUSION: "bg-accent/15 text-accent",
};

/** Active, not confirmed, blocked by an operator, in a cool-down or self-excluded (until a date): lib/labels.ts words it. */
export function StandingBadge({ standing }: { standing: PlayerSummary["standing"] }) {
  const kind = standingKind(standing);
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${STYLE[kind]}`}
      data-testid="player-standing"
      data-status={standing.status}
      data-kind={kind}
    >
      {standingLabel(standing)}
    </span>
  );
}
