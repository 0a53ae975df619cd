/** Regions typed as "ltu, LVA" or one a line: upper case, no blanks (the api wants three letters each). */
export const parseRegions = (s: string) =>
  s
    .split(/[\s,;]+/)
    .map((r) => r.trim().toUpperCase())
    .filter(Boolean);

/** The first region that is not three letters, if any. */
export const badRegion = (regions: string[]) => regions.find((r) => !/^[A-Z]{3}$/.test(r));
