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

it("a player credited by the operator plays the slot for real, sees the header balance move, and is sent to deposit when it runs out", async () => {
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

  // Spin at the lowest stake until the money is gone; the frame asks the casino for the deposit page.
  const seen = new Set<string>();
  const short = { timeout: 2_000 };
  for (const deadline = Date.now() + 150_000; !page.url().includes("/account/deposit") && Date.now() < deadline; ) {
    const button = frame.getByTestId("spin");
    if (await button.isEnabled(short).catch(() => false)) await button.click(short).catch(() => {});
    await page.waitForTimeout(800);
    seen.add((await header.textContent(short).catch(() => "")) ?? "");
  }
  expect(page.url()).toMatch(/\/en\/account\/deposit$/);
  // The balance changed in the header while the page never reloaded.
  expect([...seen].some((text) => !text.includes("0.60"))).toBe(true);
  await context.close();
}, 240_000);
