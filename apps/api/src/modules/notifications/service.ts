import type { SiteNotification } from "@casino/contracts/notifications";
import type { Clock } from "../../platform/clock.js";
import type { Db } from "../../platform/db.js";
import { AppError } from "../../platform/errors.js";
import { isUuid } from "../../platform/ids.js";
import { type NotificationInput, type NotificationRow, notificationsRepository } from "./repository.js";

const notFound = () => new AppError(404, "NOTIFICATION_NOT_FOUND", "This notification does not exist.");

/**
 * Account notification popups: operators publish them; the web fetches the
 * JSON and shows each once — at registration when flagged, otherwise to
 * players of its regions (every region when empty).
 */
export function notificationsService(deps: { db: Db; clock: Clock }) {
  const repo = notificationsRepository(deps.db);

  const present = (n: NotificationRow, lang: string): SiteNotification => {
    const t = n.texts[lang] ?? n.texts.en ?? Object.values(n.texts)[0]!;
    return {
      id: n.id,
      headline: t.headline,
      title: t.title,
      text: t.text,
      regions: n.regions,
      rules: { registrationNotification: n.registration },
    };
  };

  const valid = (n: NotificationInput): NotificationInput => {
    if (!n.texts.en) throw new AppError(400, "NOTIFICATION_ENGLISH_REQUIRED", "Write the notification in English at least.");
    return { ...n, regions: n.regions.map((r) => r.toUpperCase()) };
  };

  return {
    /** The published notifications in `lang` (English where not translated). */
    async list(lang: string) {
      return (await repo.published()).map((n) => present(n, lang));
    },

    all: () => repo.all(),
    create: (tx: Db, n: NotificationInput, by: string) => repo.insert(tx, valid(n), by, deps.clock.now()),
    async update(tx: Db, id: string, n: NotificationInput) {
      const before = isUuid(id) ? await repo.byId(tx, id) : undefined;
      if (!before) throw notFound();
      return { before, after: (await repo.update(tx, id, valid(n), deps.clock.now()))! };
    },
    async remove(tx: Db, id: string) {
      const row = isUuid(id) ? await repo.remove(tx, id) : undefined;
      if (!row) throw notFound();
      return row;
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
