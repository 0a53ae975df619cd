import { createElement } from "react";
import { registerDialog } from "../../shell/dialogs";
import { registerHomeWidget } from "../catalogue/home-widget-slots";
import { LastWinners } from "./LastWinners";
import { startBigWinWatch } from "./watcher";

/** Big wins (games spec): the notification and comment dialogs, the last-winners widget, the watch for new wins. */
export function register() {
  registerDialog("bigwin-notification", () => import("./NotificationDialog"));
  registerDialog("bigwin-comment", () => import("./CommentDialog"));
  registerHomeWidget("lastWinners", () => createElement(LastWinners, { key: "w-last-winners" }));
  startBigWinWatch();
}
