import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorNote } from "../../../components/Page";
import { useBlogPreview, useUploadImage } from "../../../hooks/api/content";

/**
 * Markdown with a Write / Preview switch (the preview is rendered by the api,
 * as readers see it) and an image upload that puts the image's Markdown at the cursor.
 */
export function MarkdownField(props: { id: string; value: string; onChange: (v: string) => void; maxLength: number }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<"write" | "preview">("write");
  const preview = useBlogPreview();
  const uploadImage = useUploadImage();
  const area = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);

  const insert = (text: string) => {
    const el = area.current;
    const at = el ? el.selectionStart : props.value.length;
    props.onChange(`${props.value.slice(0, at)}${text}${props.value.slice(at)}`);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-pressed={tab === "write"}
          className={tab === "write" ? "btn-primary" : "btn-secondary"}
          onClick={() => setTab("write")}
        >
          {t("blog.write")}
        </button>
        <button
          type="button"
          aria-pressed={tab === "preview"}
          className={tab === "preview" ? "btn-primary" : "btn-secondary"}
          onClick={() => {
            setTab("preview");
            preview.mutate(props.value);
          }}
          data-testid="markdown-preview-tab"
        >
          {t("blog.preview")}
        </button>
        <button
          type="button"
          className="btn-ghost ml-auto"
          disabled={uploadImage.isPending}
          onClick={() => file.current?.click()}
        >
          {uploadImage.isPending ? t("blog.uploading") : t("blog.uploadImage")}
        </button>
        <input
          ref={file}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="hidden"
          onChange={(e) => {
            const f = e.target.files?.[0];
            e.target.value = "";
            if (f) uploadImage.mutate(f, { onSuccess: (r) => insert(`![${f.name.replace(/[[\]]/g, "")}](${r.url})`) });
          }}
        />
      </div>
      <ErrorNote error={uploadImage.error} />
      {tab === "write" ? (
        <textarea
          id={props.id}
          ref={area}
          className="field min-h-96 font-mono"
          maxLength={props.maxLength}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      ) : (
        <div className="card min-h-96" data-testid="markdown-preview">
          <ErrorNote error={preview.error} />
          {preview.isPending ? (
            <p className="text-muted">{t("frame.loading")}</p>
          ) : (
            // The api sanitises the rendered Markdown (the same HTML the player site shows).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the api
            <div className="prose-preview" dangerouslySetInnerHTML={{ __html: preview.data?.html ?? "" }} />
          )}
        </div>
      )}
    </div>
  );
}
