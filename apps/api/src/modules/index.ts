import type { FastifyInstance } from "fastify";
import type { Services } from "../services.js";
import { accountsRoutes } from "./accounts/routes.js";
import { bigWinsRoutes } from "./bigwins/routes.js";
import { captchaRoutes } from "./captcha/routes.js";
import { catalogueRoutes } from "./catalogue/routes.js";
import { contentRoutes } from "./content/routes.js";
import { deliveryRoutes } from "./delivery/routes.js";
import { healthRoutes } from "./health/routes.js";
import { launchRoutes } from "./launch/routes.js";
import { paymentsRoutes, paymentWebhookRoutes } from "./payments/routes.js";
import { contactRoutes } from "./profile/contact-routes.js";
import { profileRoutes } from "./profile/routes.js";
import { sessionRoutes } from "./session/routes.js";
import { siteRoutes } from "./site/routes.js";
import { walletRoutes } from "./wallet/routes.js";

/** Every domain module's routes, in one place. */
export async function registerModules(app: FastifyInstance, services: Services) {
  await app.register(healthRoutes, { services });
  await app.register(sessionRoutes, { services });
  await app.register(deliveryRoutes, { services });
  await app.register(captchaRoutes, { services });
  await app.register(catalogueRoutes, { services });
  await app.register(accountsRoutes, { services });
  await app.register(siteRoutes, { services });
  await app.register(contentRoutes, { services });
  await app.register(profileRoutes, { services });
  await app.register(walletRoutes, { services });
  await app.register(contactRoutes, { services });
  await app.register(launchRoutes, { services });
  await app.register(paymentsRoutes, { services });
  await app.register(paymentWebhookRoutes, { services });
  await app.register(bigWinsRoutes, { services });
}
