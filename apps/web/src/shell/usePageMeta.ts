import { useEffect } from "react";

/** Page title and meta description. */
export function usePageMeta(title?: string, description?: string, brand = "Aurum Casino") {
  useEffect(() => {
    if (title) document.title = `${title} · ${brand}`;
    if (description !== undefined) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement("meta");
        meta.name = "description";
        document.head.appendChild(meta);
      }
      meta.content = description;
    }
  }, [title, description, brand]);
}
