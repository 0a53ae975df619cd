import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, inject, it } from "vitest";
import { baseUrl, newPage } from "./support/browser.js";
import { logInAs } from "./support/player.js";
import { newPlayer } from "./support/players.js";

const root = fileURLToPath(new URL("..", import.meta.url));

/** The operator's correction, exactly as a person would type it. */
function creditWithOps(customerId: string, amountMinor: number) {
  const r = spawnSync(
    "npm",
    [
      "run",
      "--silent",
      "ops",
      "--",
      "credit",
      "--player",
      customerId,
      "--amount",
      String(amountMinor),
      "--currency",
      "EUR",
      "--reason",
      "e2e stake",
    ],
    {
      cwd: root,
      env: { ...process.env, PORT: new URL(baseUrl()).port, DATA_DIR: inject("dataDir"), DATABASE_URL: "" },
      encoding: "utf8",
    },
  );
  if (r.status !== 0) throw new Error(`npm run ops failed: ${r.stdout}\n${r.stderr}`);
}

it("a player credited by the operator plays the slot for real, sees the header balance move, and is sent to deposit when it cannot pay the stake", async () => {
  const player = await newPlayer();
  creditWithOps(player.customerId, 60);
  const { page, context } = await newPage("desktop");
  await logInAs(context, player);

  await page.goto("/en/games/dragon-fortune/aurum/dragon-fortune");
  // A first real launch asks for the details the spec requires, then launches again.
  const details = page.getByTestId("missing-details-dialog");
  await details.waitFor();
  await details.locator("#md-FIRSTNAME").fill("Mari");
  await details.locator("#md-LASTNAME").fill("Tamm");
  await details.locator("#md-BIRTHDAY").fill("14051990");
  await details.locator("#md-GENDER").selectOption("F");
  await details.locator("#md-LOCATION_CITY").fill("Tallinn");
  await page.getByTestId("missing-details-confirm").click();

  const header = page.getByTestId("header-balance");
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await frame.getByTestId("spin").waitFor();
  await expect.poll(() => header.textContent(), { timeout: 15_000 }).toContain("0.60");

  // A few spins at the lowest stake: the header follows every one without a reload.
  const seen = new Set<string>();
  const short = { timeout: 2_000 };
  const spin = async () => {
    const button = frame.getByTestId("spin");
    if (await button.isEnabled(short).catch(() => false)) await button.click(short).catch(() => {});
    await page.waitForTimeout(800);
    seen.add((await header.textContent(short).catch(() => "")) ?? "");
  };
  const moved = () => [...seen].some((text) => text !== "" && !text.includes("0.60"));
  for (const until = Date.now() + 60_000; !moved() && !page.url().includes("/account/deposit") && Date.now() < until; )
    await spin();
  // Then a stake above what is left: the spin cannot be paid and the frame sends the player to deposit.
  for (let n = 0; n < 40; n++)
    await frame
      .getByRole("button", { name: "Bet +" })
      .click({ timeout: 1_000 })
      .catch(() => {});
  for (const deadline = Date.now() + 60_000; !page.url().includes("/account/deposit") && Date.now() < deadline; ) await spin();
  expect(page.url()).toMatch(/\/en\/account\/deposit$/);
  // The balance changed in the header while the page never reloaded.
  expect(moved()).toBe(true);
  await context.close();
}, 240_000);
