import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Drawer } from "../../../components/Drawer";
import { ErrorNote } from "../../../components/Page";
import {
  type NotificationText,
  type SiteNotification,
  useDeleteNotification,
  useSaveNotification,
} from "../../../hooks/api/content";
import { badRegion, parseRegions } from "../regions";

const EMPTY: NotificationText = { headline: "", title: "", text: "" };
const filled = (x: NotificationText) => Boolean(x.headline.trim() || x.title.trim() || x.text.trim());
const complete = (x: NotificationText) => Boolean(x.headline.trim() && x.title.trim() && x.text.trim());

/** Writes or edits a popup: its texts per language (English required), regions, when it shows, published. */
export function NotificationDrawer(props: {
  notification: SiteNotification | "new" | null;
  languages: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const n = props.notification === "new" ? null : props.notification;
  const save = useSaveNotification();
  const remove = useDeleteNotification();
  const [lang, setLang] = useState("en");
  const [texts, setTexts] = useState<Record<string, NotificationText>>(n?.texts ?? { en: EMPTY });
  const [regions, setRegions] = useState(n?.regions.join(", ") ?? "");
  const [registration, setRegistration] = useState(n?.registration ?? false);
  const [published, setPublished] = useState(n?.published ?? false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const current = texts[lang] ?? EMPTY;
  const set = (k: keyof NotificationText, v: string) => setTexts((all) => ({ ...all, [lang]: { ...current, [k]: v } }));

  const submit = () => {
    const kept = Object.fromEntries(Object.entries(texts).filter(([, x]) => filled(x)));
    const en = kept.en;
    if (!en || !complete(en)) return setProblem(t("notifications.englishRequired"));
    const partial = Object.entries(kept).find(([, x]) => !complete(x));
    if (partial) return setProblem(t("notifications.incomplete", { lang: partial[0] }));
    const list = parseRegions(regions);
    const bad = badRegion(list);
    if (bad) return setProblem(t("notifications.badRegion", { region: bad }));
    setProblem(null);
    save.mutate({ id: n?.id, texts: kept, regions: list, registration, published }, { onSuccess: props.onClose });
  };

  return (
    <Drawer
      open={props.notification !== null}
      title={n ? t("notifications.edit") : t("notifications.new")}
      onClose={props.onClose}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <nav className="flex flex-wrap gap-1" aria-label={t("notifications.language")}>
          {props.languages.map((l) => (
            <button
              key={l}
              type="button"
              aria-pressed={lang === l}
              className={lang === l ? "btn-primary" : "btn-secondary"}
              onClick={() => setLang(l)}
            >
              {l}
              {texts[l] && filled(texts[l]) ? " ✓" : ""}
            </button>
          ))}
        </nav>
        <p className="text-xs text-muted">{t("notifications.languagesHint")}</p>
        <div>
          <label htmlFor="nt-headline" className="field-label">
            {t("notifications.headline")} ({lang})
          </label>
          <input
            id="nt-headline"
            className="field"
            maxLength={200}
            value={current.headline}
            onChange={(e) => set("headline", e.target.value)}
            data-testid="notification-headline"
          />
        </div>
        <div>
          <label htmlFor="nt-title" className="field-label">
            {t("notifications.textTitle")} ({lang})
          </label>
          <input
            id="nt-title"
            className="field"
            maxLength={200}
            value={current.title}
            onChange={(e) => set("title", e.target.value)}
            data-testid="notification-title"
          />
        </div>
        <div>
          <label htmlFor="nt-text" className="field-label">
            {t("notifications.text")} ({lang})
          </label>
          <textarea
            id="nt-text"
            className="field min-h-24"
            maxLength={2000}
            value={current.text}
            onChange={(e) => set("text", e.target.value)}
            data-testid="notification-text"
          />
        </div>
        <div>
          <label htmlFor="nt-regions" className="field-label">
            {t("notifications.regionsLabel")}
          </label>
          <input
            id="nt-regions"
            className="field font-mono"
            placeholder="LTU, LVA"
            value={regions}
            onChange={(e) => setRegions(e.target.value)}
            data-testid="notification-regions"
          />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={registration} onChange={(e) => setRegistration(e.target.checked)} />
          {t("notifications.registrationLabel")}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={published}
            onChange={(e) => setPublished(e.target.checked)}
            data-testid="notification-published"
          />
          {t("notifications.publishedLabel")}
        </label>
        {problem && (
          <p role="alert" className="field-error">
            {problem}
          </p>
        )}
        <ErrorNote error={save.error ?? remove.error} />
        <div className="flex flex-wrap justify-between gap-2">
          {n ? (
            confirmDelete ? (
              <button
                type="button"
                className="btn-danger"
                disabled={remove.isPending}
                onClick={() => remove.mutate(n.id, { onSuccess: props.onClose })}
              >
                {t("notifications.deleteConfirm")}
              </button>
            ) : (
              <button type="button" className="btn-secondary" onClick={() => setConfirmDelete(true)}>
                {t("notifications.delete")}
              </button>
            )
          ) : (
            <span />
          )}
          <button type="submit" className="btn-primary" disabled={save.isPending} data-testid="notification-save">
            {t("notifications.save")}
          </button>
        </div>
      </form>
    </Drawer>
  );
}
