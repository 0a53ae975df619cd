/** Where to go after sign-in: only a path of this back office, never another origin (`//evil`, `https://…`). */
export const safeNext = (next: string | null | undefined) =>
  next?.startsWith("/") && !next.startsWith("//") && !next.startsWith("/\\") ? next : "/";
