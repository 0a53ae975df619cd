import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { useIsLoggedIn } from "../../session/store";
import { openLogin } from "../access/open-login";
import { useToggleFavourite } from "./favourites";
import { slugify } from "./slug";
import type { Game, ImageType } from "./types";

/** Fixed aspect ratios of the three art types: the grid never shifts as images arrive. */
export const ASPECT: Record<ImageType, string> = {
  BIG_WIDE: "aspect-[16/9]",
  SMALL_WIDE: "aspect-[3/2]",
  BIG_SQUARE: "aspect-square",
};

export function GameTile({
  game,
  imageType = "SMALL_WIDE",
  eager = false,
  priority = false,
}: {
  game: Game;
  imageType?: ImageType;
  eager?: boolean;
  /** One of the first tiles a phone shows: its art is fetched before anything else the page wants. */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const loggedIn = useIsLoggedIn();
  const toggle = useToggleFavourite();
  const image = game.images.find((i) => i.type === imageType) ?? game.images[0];
  const to = pathTo("gamePopup", lang, { gameName: slugify(game.name), vendorId: game.vendorId, gameId: game.id });

  const onHeart = () => {
    if (!loggedIn) return openLogin("byFavourite");
    toggle.mutate({ id: game.id, on: !game.isFavourite });
  };

  return (
    <div className="group relative" data-testid="game-tile" data-game-id={game.id}>
      <Link to={to} className={`block overflow-hidden rounded-xl bg-surface-2 ${ASPECT[imageType]}`} aria-label={game.name}>
        {image && (
          <img
            src={image.path}
            alt=""
            loading={eager || priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
            className="size-full object-cover transition duration-300 group-hover:scale-105"
          />
        )}
      </Link>
      <button
        type="button"
        onClick={onHeart}
        aria-pressed={game.isFavourite}
        aria-label={t(game.isFavourite ? "catalogue.favourite_remove" : "catalogue.favourite_add", { name: game.name })}
        data-testid="favourite"
        className={`absolute right-2 top-2 flex size-9 items-center justify-center rounded-full bg-bg/70 backdrop-blur transition ${game.isFavourite ? "text-danger" : "text-text"}`}
      >
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          aria-hidden
          fill={game.isFavourite ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12 21s-7-4.5-9.5-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.5 6c-2.5 4.5-9.5 9-9.5 9z" />
        </svg>
      </button>
      <p className="mt-1.5 truncate text-sm font-medium">{game.name}</p>
    </div>
  );
}

export function TileSkeleton({ imageType = "SMALL_WIDE" }: { imageType?: ImageType }) {
  return (
    <div aria-hidden className="animate-pulse">
      <div className={`rounded-xl bg-surface-2 ${ASPECT[imageType]}`} />
      <div className="mt-1.5 h-4 w-2/3 rounded bg-surface-2" />
    </div>
  );
}
