import { createBrowserRouter, type RouteObject } from "react-router";
import { NotFound } from "../routes/forbidden";
import { Permitted, Shell } from "./Shell";
import { SCREENS, type Screen } from "./screens";

const screenRoute = (s: Screen): RouteObject => ({
  path: `${s.path}/*`,
  lazy: async () => {
    const { Component: Screen } = await s.load();
    return {
      Component: () => (
        <Permitted permission={s.permission}>
          <Screen />
        </Permitted>
      ),
    };
  },
});

export const createRouter = () =>
  createBrowserRouter([
    { path: "/login", lazy: () => import("../routes/login") },
    {
      path: "/",
      Component: Shell,
      children: [
        { index: true, lazy: () => import("../routes/home") },
        // Any signed-in operator's own account (no permission: not in SCREENS' nav, linked from the header).
        { path: "account/password", lazy: () => import("../routes/account/change-password") },
        ...SCREENS.map(screenRoute),
        { path: "*", Component: NotFound },
      ],
    },
  ]);
