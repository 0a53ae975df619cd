/** Messages the game frame sends the casino page around it. */
export const parentFrame = {
  balance(balance: number, currency: string) {
    post({ type: "balance", balance, currency });
  },
  goToDeposit() {
    post("go-to-deposit-page");
  },
  /** The casino's page of the player's limits (a bet a limit refused). */
  goToLimits() {
    post("go-to-limits-page");
  },
  goToLobby() {
    post({ type: "go-to-lobby" });
  },
};

function post(message: unknown) {
  if (window.parent && window.parent !== window) window.parent.postMessage(message, "*");
}
