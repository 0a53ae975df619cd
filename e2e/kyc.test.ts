import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { samplePdf, samplePng } from "../apps/api/src/modules/kyc/sample-files.js";
import { bo, openBackOfficeAs } from "./support/backoffice.js";
import { newPage } from "./support/browser.js";
import { newOperator } from "./support/operator.js";
import { call, completeProfile, confirmEmail, credit, logInAs, registeredPlayer } from "./support/player.js";

/** Opens the newest queued document of this player in the back office. */
async function openQueued(page: Page, customerId: string) {
  await page.goto(bo("/kyc"));
  const row = page.getByTestId("kyc-queue-row").filter({ hasText: customerId }).last();
  await row.click();
  await page.getByTestId("kyc-viewer").waitFor();
}

describe("identity verification", () => {
  it("an operator asks for documents, the player uploads two on a phone with progress, is asked for a clearer photo, the player sends again, approval lets the waiting withdrawal go on", async () => {
    const p = await completeProfile(await registeredPlayer());
    await credit(p, 30_000);
    // A withdrawal above the threshold (EUR 200.00) of a player not verified: reserved, waiting for verification.
    const init = await call<{ requestId: string }>("/withdrawal/v1/bank", { token: p.token, body: { amount: 25_000 } });
    await call(`/withdrawal/v1/${init.requestId}/execute`, {
      token: p.token,
      body: { fields: { holder: "Jana Tamm", iban: "EE382200221020145685" } },
    });

    // The operator asks this player for documents (found by account id).
    const ops = await newPage("desktop");
    await openBackOfficeAs(ops.page, await newOperator("compliance"));
    await ops.page.goto(bo("/kyc"));
    await ops.page.getByTestId("kyc-player-lookup").fill(p.customerId);
    await ops.page.getByRole("button", { name: "Open player" }).click();
    await ops.page.getByTestId("kyc-request").click();
    await expect.poll(() => ops.page.getByTestId("kyc-player-status").textContent(), { timeout: 20_000 }).toBe("REQUESTED");
    // The back office's withdrawal queue shows the withdrawal in its own state, not approvable.
    await ops.page.goto(bo("/withdrawals?status=WAITING_FOR_VERIFICATION"));
    const held = ops.page.getByTestId("withdrawal-row").filter({ hasText: p.customerId });
    await held.getByTestId("withdrawal-approvals").waitFor();
    expect(await held.getByTestId("withdrawal-approvals").textContent()).toContain("held until the player is verified");
    expect(await held.getByTestId("withdrawal-approve").count()).toBe(0);

    // On the player's next visit: the withdrawal waits, and a notice leads to verification.
    const player = await newPage("phone");
    await logInAs(player.context, p);
    const page = player.page;
    await page.goto("/en/account/withdrawals");
    const waiting = page.getByTestId(`pending-withdrawal-${init.requestId}`);
    await expect
      .poll(() => waiting.getByTestId("pending-withdrawal-state").textContent(), { timeout: 20_000 })
      .toBe("Waiting for verification");
    expect(await waiting.getByTestId("pending-withdrawal-verify").isVisible()).toBe(true);
    await page.getByTestId("verification-requested-dialog").waitFor();
    await page.getByTestId("verification-requested-go").click();
    await page.waitForURL(/\/en\/account\/verification$/);
    await expect
      .poll(() => page.getByTestId("verification-status").getAttribute("data-status"), { timeout: 20_000 })
      .toBe("REQUESTED");

    // Two files from the phone: each with its preview or icon and its own progress, then sent.
    await page.getByTestId("kyc-camera-input").waitFor({ state: "attached" });
    expect(await page.getByTestId("kyc-camera-input").getAttribute("capture")).toBe("environment");
    await page.getByTestId("kyc-type").selectOption("ID_CARD");

    // A page named .jpg is refused by its content: error.file.not.uploaded, and the reason under the file.
    await page
      .getByTestId("kyc-file-input")
      .setInputFiles([
        { name: "photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from("<!doctype html><script>alert(1)</script>") },
      ]);
    const refused = page.locator('[data-testid="kyc-file"][data-state="refused"]');
    await refused.waitFor();
    expect(await refused.getByTestId("kyc-file-state").textContent()).toBe("The file's content does not match its type.");
    // sending the same bytes again cannot help: no retry for a file the server turned down
    expect(await refused.getByTestId("kyc-retry").count()).toBe(0);
    await page.getByText("The file could not be uploaded.").first().waitFor();
    await refused.getByTestId("kyc-remove").click();
    await expect.poll(() => page.getByTestId("kyc-file").count()).toBe(0);

    // The connection drops during the first upload: that file offers a retry, which sends it again.
    let dropped = false;
    await page.route("**/upload/v1", (route) => {
      if (dropped) return route.continue();
      dropped = true;
      return route.abort();
    });
    await page.getByTestId("kyc-file-input").setInputFiles([
      { name: "front.png", mimeType: "image/png", buffer: samplePng(64, 40) },
      { name: "back.pdf", mimeType: "application/pdf", buffer: samplePdf() },
    ]);
    const failed = page.locator('[data-testid="kyc-file"][data-state="failed"]');
    await failed.waitFor();
    expect(await failed.getByTestId("kyc-file-state").textContent()).toBe("Upload failed. Check your connection and retry.");
    await failed.getByTestId("kyc-retry").click();
    await expect.poll(() => page.locator('[data-testid="kyc-file"][data-state="done"]').count(), { timeout: 20_000 }).toBe(2);
    await page.unroute("**/upload/v1");
    expect(
      await page.getByTestId("kyc-progress").evaluateAll((bars) => bars.map((b) => b.getAttribute("aria-valuenow"))),
    ).toEqual(["100", "100"]);
    expect(await page.getByTestId("kyc-preview").count()).toBe(1);
    await page.getByTestId("kyc-send").click();
    await expect
      .poll(() => page.getByTestId("verification-status").getAttribute("data-status"), { timeout: 20_000 })
      .toBe("IN_PROGRESS");
    expect(await page.getByTestId("verification-document-state").first().textContent()).toBe("In review");
    // A phone page without sideways scroll.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The operator sees the photo beside the profile and asks for a clearer one.
    await openQueued(ops.page, p.customerId);
    await ops.page.getByTestId("kyc-viewer-image").waitFor();
    expect(await ops.page.getByTestId("kyc-viewer-image").evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(64);
    expect(await ops.page.getByTestId("kyc-profile-lastname").textContent()).toBe("Tamm");
    await ops.page.getByTestId("kyc-kind-retry").check();
    await ops.page.getByTestId("kyc-label").selectOption("UNREADABLE");
    await ops.page.getByTestId("kyc-player-comment").fill("The photo is blurred, please take a clearer one.");
    await ops.page.getByTestId("kyc-reject-note").fill("Glare over the portrait");
    await ops.page.getByTestId("kyc-reject").click();
    await ops.page.getByTestId("kyc-decided").waitFor();
    expect(await ops.page.getByTestId("kyc-decided").textContent()).toContain("Internal: Glare over the portrait");

    // The player reads why and sends a new photo.
    await page.reload();
    await page.getByTestId("verification-review-comment").waitFor();
    expect(await page.getByTestId("verification-review-comment").textContent()).toBe(
      "The photo is blurred, please take a clearer one.",
    );
    expect(await page.getByTestId("verification-document-state").first().textContent()).toBe("Send again");
    expect(await page.getByTestId("verification-page").textContent()).not.toContain("Glare");
    await page.getByTestId("kyc-type").selectOption("ID_CARD");
    // This time the photo is dropped on the drop zone.
    const dropped2 = await page.evaluateHandle((b64) => {
      const dt = new DataTransfer();
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      dt.items.add(new File([bytes], "front-sharp.png", { type: "image/png" }));
      return dt;
    }, samplePng(80, 50).toString("base64"));
    await page.getByTestId("kyc-dropzone").dispatchEvent("drop", { dataTransfer: dropped2 });
    await expect.poll(() => page.locator('[data-testid="kyc-file"][data-state="done"]').count(), { timeout: 20_000 }).toBe(1);
    await page.getByTestId("kyc-send").click();
    await expect
      .poll(() => page.getByTestId("verification-status").getAttribute("data-status"), { timeout: 20_000 })
      .toBe("IN_PROGRESS");

    // The operator approves: the name and birthday read on the document match the profile.
    await openQueued(ops.page, p.customerId);
    // A name read wrong is shown as a mismatch and cannot be approved.
    await ops.page.getByTestId("kyc-holder-name").fill("Jana Kask");
    await ops.page.getByTestId("kyc-holder-birthday").fill("1990-03-07");
    await ops.page.getByTestId("kyc-mismatch").waitFor();
    expect(await ops.page.getByTestId("kyc-mismatch").textContent()).toContain("Does not match the profile: name");
    expect(await ops.page.getByTestId("kyc-approve").isDisabled()).toBe(true);
    await ops.page.getByTestId("kyc-holder-name").fill("Jana Tamm");
    await ops.page.getByTestId("kyc-match").waitFor();
    await ops.page.getByTestId("kyc-expires").fill("2031-05-31");
    await ops.page.getByTestId("kyc-approve").click();
    await ops.page.getByTestId("kyc-decided").waitFor();
    expect(await ops.page.getByTestId("kyc-player-status").textContent()).toBe("VERIFIED");

    // The player is verified and the withdrawal that waited goes on to approval.
    await page.reload();
    await expect
      .poll(() => page.getByTestId("verification-status").getAttribute("data-status"), { timeout: 20_000 })
      .toBe("VERIFIED");
    expect(await page.getByTestId("verification-document").first().textContent()).toContain("valid until 2031-05-31");
    await page.goto("/en/account/withdrawals");
    await expect
      .poll(() => waiting.getByTestId("pending-withdrawal-state").textContent(), { timeout: 20_000 })
      .toBe("Waiting for approval");
    await ops.page.goto(bo("/withdrawals?status=PENDING"));
    await ops.page.getByTestId("withdrawal-row").filter({ hasText: p.customerId }).waitFor();
  });

  it("a FINAL rejection while the player's page is still open: the next send leads to details/verification/failed, and the page then says verification was refused and why", async () => {
    const p = await completeProfile(await registeredPlayer());
    const ops = await newPage("desktop");
    await openBackOfficeAs(ops.page, await newOperator("compliance"));
    const player = await newPage("phone");
    await logInAs(player.context, p);
    const page = player.page;
    await page.goto("/en/account/verification");
    const done = page.locator('[data-testid="kyc-file"][data-state="done"]');
    await page.getByTestId("kyc-type").selectOption("PASS");
    await page
      .getByTestId("kyc-file-input")
      .setInputFiles([{ name: "passport.png", mimeType: "image/png", buffer: samplePng(64, 40) }]);
    await expect.poll(() => done.count(), { timeout: 20_000 }).toBe(1);
    await page.getByTestId("kyc-send").click();
    await expect
      .poll(() => page.getByTestId("verification-status").getAttribute("data-status"), { timeout: 20_000 })
      .toBe("IN_PROGRESS");

    // A second document ready to send; the page's status does not refresh meanwhile (a poor connection).
    await page.getByTestId("kyc-type").selectOption("D_LICENCE");
    await page
      .getByTestId("kyc-file-input")
      .setInputFiles([{ name: "licence.png", mimeType: "image/png", buffer: samplePng(70, 44) }]);
    await expect.poll(() => done.count(), { timeout: 20_000 }).toBe(1);
    await page.route("**/documents/v1/status", (route) => route.abort());

    // The operator refuses verification for good.
    await openQueued(ops.page, p.customerId);
    await ops.page.getByTestId("kyc-kind-final").check();
    await ops.page.getByTestId("kyc-label").selectOption("OTHER");
    await ops.page.getByTestId("kyc-player-comment").fill("This passport belongs to someone else.");
    await ops.page.getByTestId("kyc-reject").click();
    await ops.page.getByTestId("kyc-decided").waitFor();

    await page.getByTestId("kyc-send").click();
    await page.waitForURL(/\/en\/details\/verification\/failed$/);
    // After a FINAL rejection there is nothing to try again: the page says so and points to support.
    await page
      .getByText("Your documents could not be accepted, so verification cannot go on. Please contact support.")
      .first()
      .waitFor();

    await page.unroute("**/documents/v1/status");
    await page.goto("/en/account/verification");
    await page.getByTestId("verification-refused").waitFor();
    expect(await page.getByTestId("verification-form").count()).toBe(0);
    expect(await page.getByTestId("verification-review-comment").first().textContent()).toBe(
      "This passport belongs to someone else.",
    );
  });

  it("entry rules: a profile without personal data opens the profile with the personal-info dialog; a filled profile without an e-mail opens it with the e-mail warning and prompt", async () => {
    // Registered by phone, nothing else filled in.
    const bare = await registeredPlayer();
    const first = await newPage("phone");
    await logInAs(first.context, bare);
    await first.page.goto("/en/account/verification");
    await first.page.getByTestId("personal-info-dialog").waitFor();
    await first.page.waitForURL(/\/en\/account$/);
    expect(await first.page.getByTestId("verification-status").count()).toBe(0);

    // Personal data filled in, but no contact e-mail.
    const noEmail = await registeredPlayer();
    await call("/account/v1/details", {
      token: noEmail.token,
      body: {
        FIRSTNAME: "Mari",
        LASTNAME: "Kask",
        BIRTHDAY: "1988-11-02",
        GENDER: "F",
        LOCATION_CITY: "Tartu",
        LOCATION_ADDRESS: "Ülikooli 18",
      },
    });
    const second = await newPage("phone");
    await logInAs(second.context, noEmail);
    await second.page.goto("/en/account/verification");
    await second.page.getByTestId("add-email-dialog").waitFor();
    await second.page.waitForURL(/\/en\/account$/);
    await second.page.getByText("An e-mail is required for verification. Please add one.").waitFor();
    expect(await second.page.getByTestId("personal-info-dialog").count()).toBe(0);

    // With a confirmed e-mail too, the page itself opens.
    await confirmEmail(noEmail);
    const third = await newPage("phone");
    await logInAs(third.context, noEmail);
    await third.page.goto("/en/account/verification");
    await expect
      .poll(() => third.page.getByTestId("verification-status").getAttribute("data-status"), { timeout: 20_000 })
      .toBe("NOT_VERIFIED");
    expect(third.page.url()).toMatch(/\/en\/account\/verification$/);
  });
});
