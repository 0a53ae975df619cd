import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { dialogs } from "../../shell/dialogs";

/** `deposit?showBonus=true` after a first login: Choose your bonus opens over the deposit page (once per visit). */
export function ShowBonusOnDeposit() {
  const [params, setParams] = useSearchParams();
  const show = params.get("showBonus") === "true";
  useEffect(() => {
    if (!show) return;
    dialogs.open("chooseBonus");
    const next = new URLSearchParams(params);
    next.delete("showBonus");
    setParams(next, { replace: true });
  }, [show, params, setParams]);
  return null;
}
