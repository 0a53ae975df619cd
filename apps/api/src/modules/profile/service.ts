import {
  COMPLETENESS_KEYS,
  isProfileComplete,
  normaliseDetailKey,
  PERSONAL_DATA_KEYS,
  type ProfileDetails,
  type WithdrawalStatus,
} from "@casino/contracts/profile";
import type { Clock } from "../../platform/clock.js";
import type { Config } from "../../platform/config.js";
import type { Db } from "../../platform/db.js";
import { hashPassword, verifyPassword } from "../../platform/password.js";
import { withdrawalSessionOnly } from "../../platform/request-context.js";
import type { SessionService } from "../session/service.js";
import { planDetailsChange, presentDetails } from "./details.js";
import { playerGone, samePassword, wrongPassword } from "./errors.js";
import { type PlayerProfileRow, profileRepository } from "./repository.js";

/** What a withdrawal needs from the profile: the completeness fields plus gender. */
export const WITHDRAWAL_PERSONAL_KEYS = [...new Set([...COMPLETENESS_KEYS, ...PERSONAL_DATA_KEYS])];

export interface ProfileDeps {
  config: Config;
  db: Db;
  clock: Clock;
  session: SessionService;
}

/** The player's own account: details, withdrawal readiness and password. */
export function profileService(deps: ProfileDeps) {
  const repo = profileRepository(deps.db);

  async function load(playerId: string): Promise<PlayerProfileRow> {
    const row = await repo.find(playerId);
    if (!row) throw playerGone();
    return row;
  }

  const view = (row: PlayerProfileRow) => {
    const data = presentDetails(row);
    return { data, complete: isProfileComplete(data) };
  };

  return {
    async details(playerId: string) {
      return view(await load(playerId));
    },

    /**
     * Applies the player's changes; refuses the whole request if one field is not allowed. `fillOnly`: a
     * withdrawal-only session, which fills only the personal data a withdrawal requires (no marketing opt-in,
     * language, country or anything else of the account).
     */
    async updateDetails(playerId: string, body: Record<string, unknown>, fillOnly = false) {
      if (fillOnly && Object.keys(body).some((k) => !(WITHDRAWAL_PERSONAL_KEYS as string[]).includes(normaliseDetailKey(k))))
        throw withdrawalSessionOnly();
      return deps.db.transaction(async (tx) => {
        const txRepo = profileRepository(tx);
        const current = await txRepo.find(playerId, { forUpdate: true });
        if (!current) throw playerGone();
        const change = planDetailsChange(current, body, deps.clock.now());
        await txRepo.update(playerId, change);
        return view((await txRepo.find(playerId))!);
      });
    },

    async withdrawalStatus(playerId: string): Promise<WithdrawalStatus> {
      const row = await load(playerId);
      return withdrawalStatusOf(presentDetails(row), deps.config.WITHDRAWALS_PROHIBITED || row.withdrawals_blocked);
    },

    /** Changes the password after checking the current one; the player's other sessions end. */
    async changePassword(playerId: string, sessionId: string, current: string, next: string) {
      const row = await load(playerId);
      if (!(await verifyPassword(row.password_hash, current))) throw wrongPassword();
      if (current === next) throw samePassword();
      await repo.setPasswordHash(playerId, await hashPassword(next));
      await deps.session.endOthers(playerId, sessionId);
    },
  };
}

/** The first thing a withdrawal still needs, in the order the web asks for it. */
export function withdrawalStatusOf(d: ProfileDetails, prohibited: boolean): WithdrawalStatus {
  if (prohibited) return "WITHDRAWAL_PROHIBITED_GLOBALLY";
  if (WITHDRAWAL_PERSONAL_KEYS.some((k) => !d[k])) return "WITHDRAWAL_REQUIRE_PERSONAL_DATA";
  if (!d.CONTACT_EMAIL) return "WITHDRAWAL_REQUIRE_CONTACT_EMAIL";
  if (!d.CONTACT_PHONE || d.CONTACT_PHONE_VERIFIED !== "true") return "WITHDRAWAL_REQUIRE_CONTACT_PHONE";
  return "WITHDRAWAL_ALLOWED";
}

export type ProfileService = ReturnType<typeof profileService>;
