import { useEffect } from "react";
import { useNavigate } from "react-router";
import { DEFAULT_LOGIN_STATE } from "../features/access/login-state";
import { pathTo } from "../routes/table";
import { useLang } from "../routes/useRoute";
import { sessionStore } from "../session/store";
import { dialogs } from "../shell/dialogs";
import Home from "./Home";

/** `login` forces the login popup over home; closing it returns to the language's home. */
export default function LoginRoute() {
  const navigate = useNavigate();
  const lang = useLang();
  useEffect(() => {
    // Typed in or followed from a link: a login of its own (a page that sent the visitor here left its state).
    if (!sessionStore.get().login) sessionStore.setLoginState(DEFAULT_LOGIN_STATE);
    dialogs.open("login", { onClose: () => navigate(pathTo("home", lang), { replace: true }) });
  }, [navigate, lang]);
  return <Home routeKey="home" />;
}
