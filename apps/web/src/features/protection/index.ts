import { onLogin } from "../../session/on-login";

/**
 * Player protection in the shell: after a login (or a stored session found
 * alive), the 6-monthly review of the player's limits, asked wherever they are.
 */
export function register() {
  onLogin("protection", async () => {
    // Its code and the account texts load here, at a login, not with every page a guest opens.
    const { promptReview } = await import("./review-prompt");
    await promptReview();
  });
}
