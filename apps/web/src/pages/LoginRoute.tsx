import { useEffect } from "react";
import { useNavigate } from "react-router";
import { pathTo } from "../routes/table";
import { useLang } from "../routes/useRoute";
import { dialogs } from "../shell/dialogs";
import Home from "./Home";

/** `login` forces the login popup over home; closing it returns to the language's home. */
export default function LoginRoute() {
  const navigate = useNavigate();
  const lang = useLang();
  useEffect(() => {
    dialogs.open("login", { onClose: () => navigate(pathTo("home", lang), { replace: true }) });
  }, [navigate, lang]);
  return <Home routeKey="home" />;
}
