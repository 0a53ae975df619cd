import { Page } from "../../../components/Page";
import { ReportsPage } from "../ReportsPage";

/** GGR and NGR, deposits and withdrawals, players: charts, tables and CSV over the operator's local days. */
export function Component() {
  return (
    <Page
      title="Reports"
      description="Real-money GGR and NGR, deposits and withdrawals, new, depositing and active players, by local day."
    >
      <ReportsPage />
    </Page>
  );
}
