import "../../i18n/account-texts";
import type { MethodCategory } from "./types";

/**
 * The region-specific payments screens (accounts spec §2): for profile
 * regions UKR and IND a screen of their own, otherwise the default one.
 */
export interface RegionScreen {
  id: "IND" | "UKR" | "default";
  /** Category groups in this order; others after them by weight. */
  categoryOrder?: readonly MethodCategory[];
  /** Methods shown first in their group. */
  pinned: readonly string[];
  /** Message key of the hint shown above the methods. */
  hint: string;
  /** List rows (local methods with long names) or a grid of tiles. */
  layout: "list" | "grid";
}

const SCREENS: Record<RegionScreen["id"], RegionScreen> = {
  IND: {
    id: "IND",
    categoryOrder: ["E_WALLETS", "BANK_TRANSFERS", "CARDS", "CRYPTO", "SCI"],
    pinned: ["upi"],
    hint: "payments.region.ind_hint",
    layout: "list",
  },
  UKR: {
    id: "UKR",
    categoryOrder: ["BANK_TRANSFERS", "CARDS", "E_WALLETS", "CRYPTO", "SCI"],
    pinned: ["bank"],
    hint: "payments.region.ukr_hint",
    layout: "list",
  },
  default: { id: "default", pinned: [], hint: "payments.region.default_hint", layout: "grid" },
};

export const regionScreen = (region: string | undefined): RegionScreen =>
  region === "IND" || region === "UKR" ? SCREENS[region] : SCREENS.default;
