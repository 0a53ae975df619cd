import { useEffect, useRef } from "react";
import { useNavigate, useParams } from "react-router";
import { api } from "../../api/client";
import Home from "../../pages/Home";
import { pathTo, type RouteKey } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { dialogs } from "../../shell/dialogs";
import { PageSkeleton } from "../../shell/PageSkeleton";
import { statusOf } from "./errors";
import { registrationLinkOutcome } from "./link-outcome";
import { isLoginAnswer, startSession } from "./session";

const path = (p: string | undefined) => encodeURIComponent(p ?? "");
const expired = (err: unknown) => statusOf(err) === 423;

/**
 * Where the links of our e-mails land (docs/web.md "Links the api puts in
 * messages"): the page asks the api, then shows the outcome.
 */
export default function LinkLanding({ routeKey }: { routeKey: RouteKey }) {
  const { token, code } = useParams();
  const lang = useLang();
  const navigate = useNavigate();
  const once = useRef(false);

  useEffect(() => {
    if (once.current) return;
    once.current = true;
    const go = (key: RouteKey) => navigate(pathTo(key, lang), { replace: true });
    if (routeKey === "registrationValidate") {
      api(`/account/v1/register/email/validate/${path(token)}/${path(code)}`, { anonymous: true })
        .then(async (answer) => {
          // The link logs the player in; registration/success then leads to the first deposit.
          if (isLoginAnswer(answer)) await startSession(answer);
          go(registrationLinkOutcome({ ok: true }));
        })
        .catch((err) => go(registrationLinkOutcome({ ok: false, status: statusOf(err) })));
    } else if (routeKey === "detailsValidate") {
      api(`/account/v1/details/email/validate/${path(token)}/${path(code)}`, { anonymous: true })
        .then(() => go("detailsSuccess"))
        .catch((err) => go(expired(err) ? "detailsExpired" : "detailsFailed"));
    } else if (routeKey === "recoveryValidate") {
      api<{ token?: string }>(`/account/v1/recovery/email/validate/${path(token)}/${path(code)}`, { anonymous: true })
        .then((a) =>
          dialogs.open("recovery", { routeKey: "recovery", step: "update", method: "email", token: a?.token ?? token }),
        )
        .catch((err) => navigate(pathTo("recovery", lang, { status: expired(err) ? "expired" : "failed" }), { replace: true }));
    }
  }, [routeKey, token, code, lang, navigate]);

  return routeKey === "recoveryValidate" ? <Home routeKey="home" /> : <PageSkeleton />;
}
