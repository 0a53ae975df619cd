import type { DocumentFile } from "@casino/contracts/kyc";
import { useState } from "react";
import { useFileLink } from "../../../hooks/api/kyc";

const viewable = (f: DocumentFile) =>
  f.contentType === "image/jpeg" || f.contentType === "image/png" || f.contentType === "application/pdf";

/**
 * A document's files: images and PDFs shown in place through a two-minute
 * signed link (each opening is audited), anything else offered as a download.
 */
export function FileViewer({ files }: { files: DocumentFile[] }) {
  const [selected, setSelected] = useState(files[0]?.id ?? null);
  const file = files.find((f) => f.id === selected) ?? files[0] ?? null;
  const inline = useFileLink(file && viewable(file) ? file.id : null, "inline");
  const download = useFileLink(file?.id ?? null, "attachment");
  if (!file) return <p className="text-sm text-muted">No files.</p>;
  return (
    <div className="flex flex-col gap-3" data-testid="kyc-viewer">
      <div className="flex flex-wrap gap-2" role="tablist" aria-label="Files">
        {files.map((f, i) => (
          <button
            key={f.id}
            type="button"
            role="tab"
            aria-selected={f.id === file.id}
            className={`rounded-lg px-3 py-1 text-sm ${f.id === file.id ? "bg-accent text-accent-ink" : "bg-surface-2"}`}
            onClick={() => setSelected(f.id)}
            data-testid="kyc-viewer-tab"
          >
            {i + 1}. {f.name}
          </button>
        ))}
      </div>
      <div className="flex min-h-72 items-center justify-center overflow-hidden rounded-xl bg-black/40">
        {!viewable(file) ? (
          <p className="p-6 text-sm text-muted">This file ({file.contentType}) is not shown here: download it to view it.</p>
        ) : !inline.data ? (
          <p className="p-6 text-sm text-muted">Opening…</p>
        ) : file.contentType === "application/pdf" ? (
          <iframe title={file.name} src={inline.data.url} className="h-[70vh] w-full bg-white" data-testid="kyc-viewer-pdf" />
        ) : (
          <img
            src={inline.data.url}
            alt={file.name}
            className="max-h-[70vh] max-w-full object-contain"
            data-testid="kyc-viewer-image"
          />
        )}
      </div>
      <p className="flex items-center gap-3 text-xs text-muted">
        <span>
          {file.contentType} · {(file.size / 1024).toFixed(0)} KB
        </span>
        {download.data ? (
          <a className="text-accent underline" href={download.data.url} data-testid="kyc-viewer-download">
            Download
          </a>
        ) : null}
      </p>
    </div>
  );
}
