import { ROLES } from "@casino/contracts/operators";
import { describe, expect, it } from "vitest";
import { testApp } from "../../../test/harness.js";
import { signIn } from "../../../test/operators.js";
import { demoSignInBanner, seedOperatorsDemo } from "./demo.js";

/** The demo sign-in `npm start` prints (apps/api/src/main.ts) is one an operator can use as printed. */
const app = await testApp();
await seedOperatorsDemo(app.services.operators);

describe("the demo back-office sign-in printed at start", () => {
  it("names the back office, every role's e-mail, the password and the authenticator key, and each signs in", async () => {
    const banner = demoSignInBanner("http://localhost:3300");
    expect(banner).toContain("http://localhost:3300");
    const emails = [...banner.matchAll(/[a-z]+@aurum\.local/g)].map((m) => m[0]);
    expect(emails.sort()).toEqual(ROLES.map((r) => `${r}@aurum.local`).sort());
    const password = banner.match(/password\s+(\S+)/)![1]!;
    const totpSecret = banner.match(/TOTP key\s+([A-Z2-7]+)/)![1]!;
    for (const email of emails) {
      const session = await signIn(app, { email, password, totpSecret });
      expect(session.cookie, email).toBeTruthy();
    }
  });
});
