import type { ReactNode } from "react";

/** A screen: title, what it is for, its actions, its content. */
export function Page(props: { title: string; description?: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-7xl flex-col gap-6 p-6" aria-labelledby="page-title">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="page-title" className="text-2xl font-bold">
            {props.title}
          </h1>
          {props.description && <p className="mt-1 text-sm text-muted">{props.description}</p>}
        </div>
        {props.actions && <div className="flex gap-2">{props.actions}</div>}
      </header>
      {props.children}
    </section>
  );
}

/** An error answer of the api, readable. */
export function ErrorNote({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof Error ? error.message : String(error);
  return (
    <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger">
      {message}
    </p>
  );
}
