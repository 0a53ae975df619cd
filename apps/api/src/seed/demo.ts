import { seedBlogDemo } from "../modules/blog/demo.js";
import { seedCatalogueDemo } from "../modules/catalogue/demo.js";
import { seedLoyaltyDemo } from "../modules/loyalty/demo.js";
import { seedOperatorsDemo } from "../modules/operators/demo.js";
import type { Services } from "../services.js";

/** Demo data for `npm start`: idempotent, so a second start keeps the data. */
export async function seedDemoData(services: Services): Promise<void> {
  // Each module adds its demo rows here as it arrives (players, catalogue, …).
  await seedCatalogueDemo(services.catalogue, services.catalogueAdmin);
  await services.accounts.seedDemo();
  await seedBlogDemo(services.db, services.blog);
  await services.tournaments.seedDemo();
  // Demo operators have a published password and key: never in production.
  if (services.config.NODE_ENV !== "production") await seedOperatorsDemo(services.operators);
  await services.promotions.seedDemo();
  await seedLoyaltyDemo(services.db, services.loyalty.repo, services.promotions.repo, services.clock.now());
}
