/** Choose your bonus put off ("Later") for a set of offers, kept in the browser. */
const LATER_KEY = "bonusChoiceLater";
const idsKey = (ids: string[]) => [...ids].sort().join(",");

/** "Later" in Choose your bonus: these offers do not open it again by themselves. */
export function putOffChoice(ids: string[]) {
  try {
    localStorage.setItem(LATER_KEY, idsKey(ids));
  } catch {}
}

export function putOff(ids: string[]) {
  try {
    return localStorage.getItem(LATER_KEY) === idsKey(ids);
  } catch {
    return false;
  }
}
