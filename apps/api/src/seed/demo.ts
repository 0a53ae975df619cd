import { seedCatalogueDemo } from "../modules/catalogue/demo.js";
import type { Services } from "../services.js";

/** Demo data for `npm start`: idempotent, so a second start keeps the data. */
export async function seedDemoData(services: Services): Promise<void> {
  // Each module adds its demo rows here as it arrives (players, catalogue, …).
  await seedCatalogueDemo(services.catalogue);
  await services.accounts.seedDemo();
}
