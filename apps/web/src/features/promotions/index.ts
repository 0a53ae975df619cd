import { FTD_TYPE } from "@casino/contracts/promotions";
import { createElement } from "react";
import { queryClient } from "../../api/query-client";
import { onLogin } from "../../session/on-login";
import { sessionStore } from "../../session/store";
import { dialogs, registerDialog } from "../../shell/dialogs";
import { registerHomeWidget } from "../catalogue/home-widget-slots";
import { promotionKeys, promotionsApi } from "./api";
import { putOff } from "./later";
import { PromotionsWidget } from "./PromotionsWidget";
import { nextSnapshot, type Snapshot, snapshotOf } from "./snapshot";

/**
 * Promotions: their dialogs, and the bonus snapshot of accounts spec §4 on
 * every balance update. The first completed deposit opens Choose your bonus
 * when that deposit brought first-deposit offers.
 */
export function register() {
  // The offers (opened by themselves or leading to a bonus) stay off the responsible-gambling pages.
  registerDialog("promotionDetails", () => import("./PromotionDetailsDialog"), { offer: true });
  registerDialog("chooseBonus", () => import("./ChooseBonusDialog"), { offer: true });
  registerDialog("promotionGuide", () => import("./PromotionGuideDialog"));
  registerDialog("promoCode", () => import("./PromoCodeDialog"), { offer: true });
  registerDialog("bonusBalance", () => import("./BonusBalanceDialog"), { offer: true });
  registerHomeWidget("promotions", () => createElement(PromotionsWidget, { key: "w-promotions" }));
  // A login loads the player's bonus, then the promotions offered to them (accounts spec §4).
  onLogin("bonuses", () =>
    queryClient.fetchQuery({ queryKey: promotionKeys.active, queryFn: promotionsApi.active, staleTime: 0 }),
  );
  onLogin("promotions", () =>
    queryClient.fetchQuery({
      queryKey: promotionKeys.available({ player: true }),
      queryFn: () => promotionsApi.available(),
      staleTime: 0,
    }),
  );

  let stored: Snapshot | undefined;
  let balance = sessionStore.get().balance;
  let chooseShown = false;
  sessionStore.subscribe(() => {
    const s = sessionStore.get();
    if (!s.session) {
      stored = undefined;
      chooseShown = false;
      return;
    }
    if (s.balance === balance || !s.balance) return;
    balance = s.balance;
    const { snapshot, action } = nextSnapshot(stored, snapshotOf(s.balance.bonus));
    stored = snapshot;
    if (action === "reload" || action === "popup" || action === "clear") {
      void queryClient.invalidateQueries({ queryKey: promotionKeys.all });
    }
    if (action === "clear") queryClient.setQueryData(promotionKeys.active, null);
    if (action === "popup" && !dialogs.current()) dialogs.open("bonusBalance");
  });

  // After the first deposit (a DEPOSIT or BONUS update, or the first update of a page the player came back to
  // from the payment provider): that deposit's first-deposit offers wait in Choose your bonus, unless put off.
  let checked = false;
  window.addEventListener("casino:balance-update", (e) => {
    const { completed, updateType } = (e as CustomEvent<{ completed: number; updateType: string }>).detail;
    if (chooseShown || completed !== 1) return;
    if (checked && updateType !== "DEPOSIT" && updateType !== "BONUS") return;
    checked = true;
    void promotionsApi
      .available({ ini: true })
      .then((a) => {
        const offers = a.pending.filter((p) => p.type === FTD_TYPE && p.bonus?.status === "PENDING");
        if (offers.length === 0 || chooseShown || dialogs.current() || putOff(offers.map((p) => p.bonusId ?? p.id))) return;
        chooseShown = true;
        dialogs.open("chooseBonus");
      })
      .catch(() => {});
  });
}
