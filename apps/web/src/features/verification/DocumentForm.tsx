import "../../i18n/account-texts";
import { UPLOAD_ACCEPT } from "@casino/contracts/kyc";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError } from "../../api/client";
import { usePlatform } from "../../hooks/usePlatformClass";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { toast } from "../../shell/toast";
import { verificationApi } from "./api";
import { fileProblem, isRetryable, uploadFile, uploadReason } from "./upload";
import { kindOf, type PickedFile, readyToSend, room, uploadsReducer } from "./uploads";
import { useDocumentTypes, VERIFICATION_KEYS } from "./useVerification";

let seq = 0;

/** Picks a type, takes 1–5 files (picker, drag and drop, the phone's camera), uploads each with its progress, sends the document. */
export function DocumentForm() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const platform = usePlatform();
  const types = useDocumentTypes();
  const [type, setType] = useState("");
  const [comment, setComment] = useState("");
  const [files, dispatch] = useReducer(uploadsReducer, []);
  const [dragging, setDragging] = useState(false);
  const [sending, setSending] = useState(false);
  const sources = useRef(new Map<string, File>());
  const previews = useRef(new Map<string, string>());
  const aborts = useRef(new Map<string, () => void>());

  useEffect(
    () => () => {
      for (const abort of aborts.current.values()) abort();
      for (const url of previews.current.values()) URL.revokeObjectURL(url);
    },
    [],
  );

  function start(key: string, file: File) {
    const { promise, abort } = uploadFile(file, (progress) => dispatch({ type: "progress", key, progress }));
    aborts.current.set(key, abort);
    promise
      .then((r) => dispatch({ type: "done", key, referenceId: r.referenceId }))
      .catch((err: unknown) => {
        if ((err as Error).name === "AbortError") return;
        dispatch({ type: isRetryable(err) ? "failed" : "refused", key, problem: uploadReason(err) });
        toast.error(t("error.file.not.uploaded"));
      })
      .finally(() => aborts.current.delete(key));
  }

  function add(list: FileList | File[] | null) {
    if (!list) return;
    let free = room(files);
    for (const file of Array.from(list)) {
      const key = `f${++seq}`;
      const problem = free <= 0 ? "verification.upload.too_many" : fileProblem(file);
      const picked: PickedFile = {
        key,
        name: file.name,
        size: file.size,
        kind: kindOf(file.name),
        state: "uploading",
        progress: 0,
      };
      if (problem) {
        dispatch({ type: "add", file: { ...picked, state: "refused", problem } });
        toast.error(t("error.file.not.uploaded"));
        continue;
      }
      free -= 1;
      sources.current.set(key, file);
      if (picked.kind === "image") previews.current.set(key, URL.createObjectURL(file));
      dispatch({ type: "add", file: picked });
      start(key, file);
    }
  }

  function remove(key: string) {
    aborts.current.get(key)?.();
    const url = previews.current.get(key);
    if (url) URL.revokeObjectURL(url);
    previews.current.delete(key);
    sources.current.delete(key);
    dispatch({ type: "remove", key });
  }

  function retry(key: string) {
    const file = sources.current.get(key);
    if (!file) return;
    dispatch({ type: "retry", key });
    start(key, file);
  }

  async function send() {
    setSending(true);
    try {
      const referenceIds = files.filter((f) => f.state === "done" && f.referenceId).map((f) => f.referenceId!);
      await verificationApi.submit({ type, referenceIds, ...(comment.trim() ? { comment: comment.trim() } : {}) });
      toast.success(t("verification.form.sent"));
      for (const f of files) remove(f.key);
      dispatch({ type: "clear" });
      setComment("");
      setType("");
      await Promise.all([
        qc.invalidateQueries({ queryKey: VERIFICATION_KEYS.status }),
        qc.invalidateQueries({ queryKey: VERIFICATION_KEYS.documents }),
      ]);
    } catch (err) {
      if (err instanceof ApiError && err.code === "VERIFICATION_REJECTED") {
        navigate(pathTo("detailsVerificationFailed", lang));
        return;
      }
      toast.error(
        err instanceof ApiError ? err.message || t("verification.form.send_failed") : t("verification.form.send_failed"),
      );
    } finally {
      setSending(false);
    }
  }

  const canAdd = room(files) > 0;
  return (
    <form
      className="space-y-4 rounded-2xl bg-surface p-4"
      data-testid="verification-form"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <h2 className="text-lg font-semibold">{t("verification.form.title")}</h2>
      <div>
        <label className="field-label" htmlFor="kyc-type">
          {t("verification.form.type")}
        </label>
        <select id="kyc-type" className="field" value={type} onChange={(e) => setType(e.target.value)} data-testid="kyc-type">
          <option value="">{t("verification.form.type_choose")}</option>
          {(types.data?.types ?? []).map((ty) => (
            <option key={ty} value={ty}>
              {t(`verification.types.${ty}`)}
            </option>
          ))}
        </select>
        {types.data?.alsoRequired ? (
          <p className="mt-1 text-sm text-muted" data-testid="kyc-also-required">
            {t("verification.form.also_required", { type: t(`verification.types.${types.data.alsoRequired}`) })}
          </p>
        ) : null}
      </div>

      <fieldset
        className={`rounded-xl border-2 border-dashed p-4 text-center transition ${dragging ? "border-accent bg-accent/10" : "border-surface-2"}`}
        data-testid="kyc-dropzone"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          add(e.dataTransfer.files);
        }}
      >
        <legend className="sr-only">{t("verification.form.choose_files")}</legend>
        <p className="mb-3 text-sm text-muted">{t("verification.form.drop_hint")}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <label className={`btn-secondary cursor-pointer ${canAdd ? "" : "pointer-events-none opacity-50"}`}>
            {t("verification.form.choose_files")}
            <input
              type="file"
              className="sr-only"
              multiple
              accept={UPLOAD_ACCEPT}
              disabled={!canAdd}
              data-testid="kyc-file-input"
              onChange={(e) => {
                add(e.target.files);
                e.target.value = "";
              }}
            />
          </label>
          {platform !== "desktop" ? (
            <label className={`btn-secondary cursor-pointer ${canAdd ? "" : "pointer-events-none opacity-50"}`}>
              {t("verification.form.take_photo")}
              <input
                type="file"
                className="sr-only"
                accept="image/jpeg,image/png"
                capture="environment"
                disabled={!canAdd}
                data-testid="kyc-camera-input"
                onChange={(e) => {
                  add(e.target.files);
                  e.target.value = "";
                }}
              />
            </label>
          ) : null}
        </div>
        <p className="mt-2 text-xs text-muted">{t("verification.form.rules")}</p>
      </fieldset>

      {files.length ? (
        <ul className="space-y-2" data-testid="kyc-files">
          {files.map((f) => (
            <FileRow key={f.key} file={f} preview={previews.current.get(f.key)} onRetry={retry} onRemove={remove} />
          ))}
        </ul>
      ) : null}

      <div>
        <label className="field-label" htmlFor="kyc-comment">
          {t("verification.form.comment")}
        </label>
        <textarea
          id="kyc-comment"
          className="field"
          rows={2}
          maxLength={500}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          data-testid="kyc-comment"
        />
      </div>
      <button
        type="submit"
        className="btn-primary w-full sm:w-auto"
        disabled={!type || !readyToSend(files) || sending}
        data-testid="kyc-send"
      >
        {t("verification.form.send")}
      </button>
    </form>
  );
}

function FileRow({
  file,
  preview,
  onRetry,
  onRemove,
}: {
  file: PickedFile;
  preview: string | undefined;
  onRetry: (key: string) => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation();
  const pct = Math.round(file.progress * 100);
  return (
    <li className="flex items-center gap-3 rounded-xl bg-white/5 p-2" data-testid="kyc-file" data-state={file.state}>
      {preview ? (
        <img src={preview} alt="" className="h-12 w-12 shrink-0 rounded-lg object-cover" data-testid="kyc-preview" />
      ) : (
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-surface-2 text-xs font-bold uppercase">
          {file.kind === "pdf" ? "PDF" : "▶"}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{file.name}</p>
        {file.state === "uploading" || file.state === "done" ? (
          <div
            className="mt-1 h-1.5 overflow-hidden rounded-full bg-surface-2"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={pct}
            aria-label={t("verification.upload.progress", { name: file.name })}
            data-testid="kyc-progress"
          >
            <div className={`h-full ${file.state === "done" ? "bg-success" : "bg-accent"}`} style={{ width: `${pct}%` }} />
          </div>
        ) : null}
        <p className={`mt-0.5 text-xs ${file.problem ? "text-danger" : "text-muted"}`} data-testid="kyc-file-state">
          {file.problem
            ? t(file.problem)
            : file.state === "done"
              ? t("verification.upload.done")
              : t("verification.upload.uploading", { pct })}
        </p>
      </div>
      {file.state === "failed" ? (
        <button type="button" className="btn-ghost" onClick={() => onRetry(file.key)} data-testid="kyc-retry">
          {t("verification.upload.retry")}
        </button>
      ) : null}
      <button
        type="button"
        className="btn-ghost"
        onClick={() => onRemove(file.key)}
        aria-label={t("verification.upload.remove", { name: file.name })}
        data-testid="kyc-remove"
      >
        ✕
      </button>
    </li>
  );
}
