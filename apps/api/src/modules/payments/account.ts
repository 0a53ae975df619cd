import type { ProfileService } from "../profile/service.js";
import type { PaymentsAccount } from "./service.js";

/** The player's account as payments read it: through the profile module's service. */
export function profileAccount(profile: ProfileService): PaymentsAccount {
  return {
    withdrawalStatus: (playerId) => profile.withdrawalStatus(playerId),
    async profile(playerId) {
      const { data } = await profile.details(playerId);
      const values: Record<string, string> = {};
      for (const [k, v] of Object.entries(data)) if (typeof v === "string" && v) values[k] = v;
      return { country: values.LOCATION_COUNTRY ?? "EST", values };
    },
  };
}
