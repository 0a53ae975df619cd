import { Navigate } from "react-router";
import { pathTo } from "../routes/table";
import { useLang } from "../routes/useRoute";

/** `payments` opens `payments/deposit` (accounts spec §2). */
export default function PaymentsRedirect() {
  return <Navigate to={pathTo("paymentsDeposit", useLang())} replace />;
}
