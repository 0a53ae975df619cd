import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ErrorNote, Page } from "../../../components/Page";
import { type PageSource, usePageSource, useResetPage, useSavePage } from "../../../hooks/api/content";
import { MarkdownField } from "../../blog/blog-editor/MarkdownField";

/** One static page in one language: its Markdown (the edit, or the shipped text to start from). */
export function PageEditor() {
  const { lang = "", path = "" } = useParams();
  const { t } = useTranslation();
  const source = usePageSource(lang, path);
  // Kept here: the form starts again from the saved text (its key changes when an edit appears or is dropped).
  const [saved, setSaved] = useState(false);
  if (source.isPending) return <p className="p-6 text-muted">{t("frame.loading")}</p>;
  if (source.isError)
    return (
      <Page title={`${lang}/${path}`}>
        <ErrorNote error={source.error} />
      </Page>
    );
  return <PageForm key={`${lang}/${path}/${source.data.edited}`} source={source.data} saved={saved} setSaved={setSaved} />;
}

function PageForm({ source, saved, setSaved }: { source: PageSource; saved: boolean; setSaved: (v: boolean) => void }) {
  const { t } = useTranslation();
  const save = useSavePage();
  const reset = useResetPage();
  const [title, setTitle] = useState(source.title);
  const [description, setDescription] = useState(source.description);
  const [bodyMd, setBodyMd] = useState(source.bodyMd);
  const [confirmReset, setConfirmReset] = useState(false);

  return (
    <Page
      title={t("pages.editTitle", { page: source.path, lang: source.lang })}
      description={source.edited ? t("pages.isEdited") : t("pages.isShipped")}
      actions={
        <Link to="../.." relative="path" className="btn-secondary">
          {t("pages.back")}
        </Link>
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          setSaved(false);
          save.mutate(
            { lang: source.lang, path: source.path, title: title.trim(), description: description.trim(), bodyMd },
            { onSuccess: () => setSaved(true) },
          );
        }}
      >
        <div>
          <label htmlFor="pg-title" className="field-label">
            {t("pages.pageTitle")}
          </label>
          <input
            id="pg-title"
            className="field"
            required
            maxLength={200}
            value={title}
            onChange={(e) => {
              setSaved(false);
              setTitle(e.target.value);
            }}
          />
        </div>
        <div>
          <label htmlFor="pg-description" className="field-label">
            {t("pages.metaDescription")}
          </label>
          <input
            id="pg-description"
            className="field"
            maxLength={500}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="pg-body" className="field-label">
            {t("pages.body")}
          </label>
          <MarkdownField id="pg-body" value={bodyMd} onChange={setBodyMd} maxLength={200_000} />
        </div>
        <ErrorNote error={save.error ?? reset.error} />
        {saved && (
          <p role="status" className="text-sm text-success">
            {t("pages.saved")}
          </p>
        )}
        <div className="flex flex-wrap justify-between gap-2">
          {source.edited ? (
            confirmReset ? (
              <button
                type="button"
                className="btn-danger"
                disabled={reset.isPending}
                onClick={() => {
                  setSaved(false);
                  reset.mutate({ lang: source.lang, path: source.path });
                }}
              >
                {t("pages.resetConfirm")}
              </button>
            ) : (
              <button type="button" className="btn-secondary" onClick={() => setConfirmReset(true)}>
                {t("pages.reset")}
              </button>
            )
          ) : (
            <span />
          )}
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {t("pages.save")}
          </button>
        </div>
      </form>
    </Page>
  );
}
