import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { GameTile, TileSkeleton } from "./GameTile";
import { type GameFilter, useGamePages } from "./game-pages";
import { type ImageType, SCROLL_OFFSET_PX, SKELETONS_INITIAL, SKELETONS_MORE } from "./types";

const GRID = "grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6";
const keys = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

/** Games of a filter, 32 at a time; the next page loads 250 px before the end is reached. */
export function GameGrid({
  filter,
  imageType = "SMALL_WIDE",
  enabled = true,
}: {
  filter: GameFilter;
  imageType?: ImageType;
  enabled?: boolean;
}) {
  const { t } = useTranslation();
  const q = useGamePages(filter, enabled);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = sentinel.current;
    if (!el) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && q.hasNextPage && !q.isFetchingNextPage) void q.fetchNextPage();
      },
      { rootMargin: `0px 0px ${SCROLL_OFFSET_PX}px 0px` },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [q.hasNextPage, q.isFetchingNextPage, q.fetchNextPage]);

  if (q.isPending && enabled) {
    return (
      <div className={GRID} aria-busy="true">
        {keys(SKELETONS_INITIAL, "s").map((k) => (
          <TileSkeleton key={k} imageType={imageType} />
        ))}
      </div>
    );
  }
  if (q.isError) return <p className="py-8 text-muted">{t("catalogue.load_error")}</p>;
  const games = q.data?.pages.flatMap((p) => p.content) ?? [];
  if (enabled && games.length === 0)
    return (
      <p className="py-8 text-muted" data-testid="no-games">
        {t("catalogue.no_games")}
      </p>
    );
  return (
    <>
      <div className={GRID} data-testid="game-grid" data-total={q.data?.pages[0]?.totalElements ?? 0}>
        {games.map((g, i) => (
          <GameTile key={g.id} game={g} imageType={imageType} eager={i < 6} priority={i < 2} />
        ))}
        {q.isFetchingNextPage && keys(SKELETONS_MORE, "m").map((k) => <TileSkeleton key={k} imageType={imageType} />)}
      </div>
      <div ref={sentinel} aria-hidden className="h-px" />
    </>
  );
}
