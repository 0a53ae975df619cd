import { Page } from "../../../components/Page";
import { GamesPage } from "../GamesPage";

/** Every game, hidden ones too: visibility and operator tags. */
export function Component() {
  return (
    <Page title="Games" description="Hide a game the provider still offers; tag it live, no_demo (no demo play) or new.">
      <GamesPage />
    </Page>
  );
}
