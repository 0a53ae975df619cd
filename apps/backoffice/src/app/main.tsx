import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

/** The operator's back office; its screens arrive with the issues that need them. */
function BackOffice() {
  return (
    <main style={{ fontFamily: "system-ui", padding: 24 }}>
      <h1>Back office</h1>
      <p>Operator tools: players, KYC, withdrawals, catalogue, promotions, reports.</p>
    </main>
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <BackOffice />
  </StrictMode>,
);
