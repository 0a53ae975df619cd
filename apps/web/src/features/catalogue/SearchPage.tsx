import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { SearchIcon } from "../../shell/icons";
import { usePageMeta } from "../../shell/usePageMeta";
import { GameGrid } from "./GameGrid";
import { SEARCH_DELAY_MS, SEARCH_MIN_LENGTH } from "./types";

/** Game search: at least 3 letters, asked 1000 ms after the last keystroke (games spec §5). */
export default function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get("q") ?? "");
  const [query, setQuery] = useState(text.trim());
  usePageMeta(t("pages.search_title"));
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  useEffect(() => {
    const id = setTimeout(() => {
      const q = text.trim();
      setQuery(q);
      const next = new URLSearchParams(params);
      if (q) next.set("q", q);
      else next.delete("q");
      setParams(next, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(id);
  }, [text, params, setParams]);

  // From the bonus-block dialog: the games a bonus balance may pay for, narrowed by the text once it is long enough.
  const balance = params.get("balance") ?? undefined;
  const ready = query.length >= SEARCH_MIN_LENGTH;
  return (
    <div className="py-6" data-testid="search">
      <h1 className="text-2xl font-bold">{t("pages.search_title")}</h1>
      <label className="relative mt-4 block max-w-xl">
        <span className="sr-only">{t("nav.search_placeholder")}</span>
        <SearchIcon className="absolute left-3 top-1/2 -translate-y-1/2 text-muted" />
        <input
          type="search"
          ref={input}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t("nav.search_placeholder")}
          className="field pl-10"
          data-testid="search-input"
        />
      </label>
      {balance && (
        <p className="mt-4 text-sm text-muted" data-testid="search-bonus-filter">
          {t("catalogue.bonus_games")}
        </p>
      )}
      {!ready && !balance && <p className="mt-4 text-sm text-muted">{t("catalogue.search_min", { count: SEARCH_MIN_LENGTH })}</p>}
      <div className="mt-6">
        {(ready || balance) && <GameGrid filter={{ ...(ready ? { name: query } : {}), ...(balance ? { balance } : {}) }} />}
      </div>
    </div>
  );
}
