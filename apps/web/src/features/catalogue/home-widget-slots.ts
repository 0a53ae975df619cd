import type { ReactNode } from "react";

// Apart from HomeWidgets.tsx so that the features registering a widget at start do not bring the lobby's code
// (its rows and tiles) to every page: the lobby loads with the home page only.

/** Mobile lobby widgets by index (accounts spec §9): last winners 1, games of the month 3, promotions 6, lobby carousel 7. */
export const MOBILE_WIDGET_INDEX = { lastWinners: 1, gamesOfTheMonth: 3, promotions: 6, lobbyCarousel: 7 } as const;

/** Widgets later features fill (last winners, promotions) register here. */
export const extraWidgets: Partial<Record<keyof typeof MOBILE_WIDGET_INDEX, () => ReactNode>> = {};
export function registerHomeWidget(slot: keyof typeof MOBILE_WIDGET_INDEX, render: () => ReactNode) {
  extraWidgets[slot] = render;
}
