// The catalogue's query texts, without imports: vite.config.ts writes the first ones into index.html.

export const GAME_FIELDS = "id name vendorId family categoryIds hasDemo isFavourite tags { id name } images { type path }";

/** The catalogue's queries a page opened directly needs first (index.html asks them before the app loads). */
export const CATEGORIES_QUERY =
  "{ categories { id code name names icon totalGames locations { location gameImageType params priority } } }";
export const GAMES_QUERY = `query($categoryId: Int, $vendorId: String, $name: String, $balance: String, $page: Int, $size: Int) {
          gamesByQuery(categoryId: $categoryId, vendorId: $vendorId, name: $name, balance: $balance, pageable: { page: $page, size: $size }) {
            content { ${GAME_FIELDS} } page size totalElements hasMore
          }
        }`;
export const GAME_QUERY = `query($id: String!) { game(id: $id) { ${GAME_FIELDS} } }`;
