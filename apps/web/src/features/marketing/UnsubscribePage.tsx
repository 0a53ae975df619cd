import { useEffect, useRef } from "react";
import { useNavigate, useParams } from "react-router";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { PageSkeleton } from "../../shell/PageSkeleton";

/**
 * The link of a marketing e-mail: the page confirms with the one-click POST
 * (RFC 8058) and shows email/unsubscribe/success or failed. A mail scanner
 * that only fetches the link unsubscribes nobody.
 */
export default function UnsubscribePage() {
  const { player = "", signature = "" } = useParams();
  const lang = useLang();
  const navigate = useNavigate();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void fetch(`/email/v1/unsubscribe/${encodeURIComponent(player)}/${encodeURIComponent(signature)}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    })
      .then((r) => r.ok)
      .catch(() => false)
      .then((ok) => navigate(pathTo(ok ? "unsubscribeSuccess" : "unsubscribeFailed", lang), { replace: true }));
  }, [player, signature, lang, navigate]);
  return <PageSkeleton />;
}
