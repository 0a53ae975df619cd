import { createElement } from "react";
import { withFirstSession } from "../../session/with-session";
import { registerDialog } from "../../shell/dialogs";
import { registerHomeWidget } from "../catalogue/home-widget-slots";
import { LastWinners } from "./LastWinners";

/** Big wins (games spec): the notification and comment dialogs, the last-winners widget, the watch for new wins. */
export function register() {
  registerDialog("bigwin-notification", () => import("./NotificationDialog"));
  registerDialog("bigwin-comment", () => import("./CommentDialog"));
  registerHomeWidget("lastWinners", () => createElement(LastWinners, { key: "w-last-winners" }));
  // The watch for the player's own new wins loads with the first session.
  withFirstSession(() => void import("./watcher").then((m) => m.startBigWinWatch()));
}
