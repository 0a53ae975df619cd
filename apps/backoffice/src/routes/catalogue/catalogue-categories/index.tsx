import { Page } from "../../../components/Page";
import { CategoriesPage } from "../CategoriesPage";

/** Categories of the player site: where each shows, its names, and its games in order. */
export function Component() {
  return (
    <Page
      title="Categories"
      description="Where each category shows on the player site, its names, and the games it holds in order."
    >
      <CategoriesPage />
    </Page>
  );
}
