import type { Bonus, BonusStatus } from "@casino/contracts/promotions";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../../components/ConfirmDialog";
import { Money } from "../../../../components/money/Money";
import { ErrorNote } from "../../../../components/Page";
import { useAllPromotions, useGrantBonus, usePlayerBonuses, useRevokeBonus } from "../../../../hooks/api/promotions";
import { dateTime } from "../../../../lib/format";

const ENDED: readonly BonusStatus[] = ["CLAIMED", "CANCELLED", "REVOKED", "FAILED"];
const STATUS_CLASS: Partial<Record<BonusStatus, string>> = {
  ACTIVE: "text-success",
  PENDING: "text-accent",
  ACCEPTED: "text-accent",
  REVOKED: "text-danger",
  FAILED: "text-danger",
};
const td = "border-t border-surface-2/60 px-4 py-3 align-top";

/** The player's bonuses (status, money, wagering progress); a promotion offered by hand and a bonus revoked, each with a note (audited). */
export function BonusesTab({ playerId, canWrite }: { playerId: string; canWrite: boolean }) {
  const { t } = useTranslation();
  const bonuses = usePlayerBonuses(playerId);
  const promotions = useAllPromotions(canWrite);
  const grant = useGrantBonus(playerId);
  const revoke = useRevokeBonus(playerId);
  const [granting, setGranting] = useState(false);
  const [promotionId, setPromotionId] = useState("");
  const [revoking, setRevoking] = useState<Bonus | null>(null);
  const items = bonuses.data ?? [];
  const choices = (promotions.data ?? []).filter((p) => p.enabled);

  return (
    <div className="flex flex-col gap-3">
      {canWrite && (
        <div>
          <button
            type="button"
            className="btn-primary"
            onClick={() => {
              setPromotionId("");
              setGranting(true);
            }}
            data-testid="bonus-grant-open"
          >
            {t("promotions.grant")}
          </button>
        </div>
      )}
      <ErrorNote error={bonuses.error} />
      <div className="overflow-x-auto rounded-2xl border border-surface-2 bg-surface">
        <table className="w-full text-left text-sm" data-testid="bonuses-table" aria-label={t("promotions.bonuses")}>
          <thead className="border-b border-surface-2 text-xs uppercase tracking-wide text-muted">
            <tr>
              {[
                t("promotions.granted"),
                t("promotions.promotion"),
                t("promotions.status"),
                t("promotions.bonusAmount"),
                t("promotions.balance"),
                t("promotions.progress"),
                t("promotions.until"),
                t("promotions.noteLabel"),
              ].map((h, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                <th key={i} scope="col" className="px-4 py-3 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((b) => {
              // an offer not yet accepted has no money and no wagering yet
              const offer = b.status === "PENDING" || b.status === "ACCEPTED";
              const pct = offer
                ? null
                : b.wageringRequired > 0
                  ? Math.min(100, Math.floor((b.wageringDone * 100) / b.wageringRequired))
                  : 100;
              return (
                <tr key={b.id} data-testid="bonus-row" data-status={b.status}>
                  <td className={`${td} whitespace-nowrap`}>{dateTime(b.createdAt)}</td>
                  <td className={td}>{b.title}</td>
                  <td className={td}>
                    <span className={STATUS_CLASS[b.status] ?? ""} data-testid="bonus-status">
                      {b.status}
                    </span>
                    {b.reason && <span className="block text-xs text-muted">{b.reason}</span>}
                    <div className="mt-2">
                      {canWrite && !ENDED.includes(b.status) && (
                        <button
                          type="button"
                          className="btn-danger"
                          onClick={() => setRevoking(b)}
                          data-testid="bonus-revoke-open"
                        >
                          {t("promotions.revoke")}
                        </button>
                      )}
                    </div>
                  </td>
                  <td className={`${td} whitespace-nowrap text-right`}>
                    <Money amount={String(b.amount)} currency={b.currency} />
                  </td>
                  <td className={`${td} whitespace-nowrap text-right`}>
                    <Money amount={String(b.balance)} currency={b.currency} />
                    {b.converted !== null && (
                      <span className="block text-xs text-muted">
                        {t("promotions.converted")} <Money amount={String(b.converted)} currency={b.currency} />
                      </span>
                    )}
                  </td>
                  <td className={`${td} min-w-40`}>
                    {pct === null ? (
                      <span className="text-muted">{t("promotions.notFunded")}</span>
                    ) : (
                      <>
                        <progress
                          className="block h-2 w-full accent-accent"
                          max={100}
                          value={pct}
                          aria-label={t("promotions.progress")}
                          data-testid="bonus-progress"
                        />
                        <span className="text-xs text-muted">
                          <Money amount={String(b.wageringDone)} currency={b.currency} /> /{" "}
                          <Money amount={String(b.wageringRequired)} currency={b.currency} /> ({pct} %)
                        </span>
                      </>
                    )}
                  </td>
                  <td className={`${td} whitespace-nowrap text-xs`}>
                    {b.finishedAt
                      ? `${t("promotions.ended")} ${dateTime(b.finishedAt)}`
                      : dateTime(b.status === "PENDING" || b.status === "ACCEPTED" ? b.claimUntil : b.expiresAt)}
                  </td>
                  <td className={`${td} max-w-xs whitespace-pre-wrap text-xs`}>{b.note ?? ""}</td>
                </tr>
              );
            })}
            {bonuses.data && items.length === 0 && (
              <tr>
                <td colSpan={8} className="px-4 py-10 text-center text-muted">
                  {t("promotions.noBonuses")}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>

      <ConfirmDialog
        open={granting}
        title={t("promotions.grantTitle")}
        description={t("promotions.grantDescription")}
        confirmLabel={t("promotions.grant")}
        onConfirm={(note) => {
          if (!promotionId) return Promise.reject(new Error(t("promotions.pickPromotion")));
          return grant.mutateAsync({ promotionId, note });
        }}
        onClose={() => setGranting(false)}
      >
        <label htmlFor="bonus-promotion" className="field-label">
          {t("promotions.promotion")}
        </label>
        <select
          id="bonus-promotion"
          className="field"
          value={promotionId}
          onChange={(e) => setPromotionId(e.target.value)}
          data-testid="bonus-promotion"
        >
          <option value="">{t("promotions.pickPromotion")}</option>
          {choices.map((p) => (
            <option key={p.id} value={p.id}>
              {p.texts.en?.title ?? p.id} · {t(`promotions.kind_${p.kind}`)}
            </option>
          ))}
        </select>
        <ErrorNote error={promotions.error} />
      </ConfirmDialog>
      <ConfirmDialog
        open={revoking !== null}
        title={t("promotions.revokeTitle")}
        description={t("promotions.revokeDescription", { title: revoking?.title ?? "" })}
        confirmLabel={t("promotions.revoke")}
        danger
        onConfirm={(note) => revoke.mutateAsync({ bonusId: revoking!.id, note })}
        onClose={() => setRevoking(null)}
      />
    </div>
  );
}
