import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useParams } from "react-router";
import { pathTo } from "../../routes/table";
import { useLang } from "../../routes/useRoute";
import { ChipScroller } from "../../shell/ChipScroller";
import { PageSkeleton } from "../../shell/PageSkeleton";
import { usePageMeta } from "../../shell/usePageMeta";
import { CategoryRow } from "./CategoryRow";
import { GameGrid } from "./GameGrid";
import { placed } from "./HomeWidgets";
import { useCategories, useCategoryPreviews } from "./queries";

/** Lobby: the showcase (previews of the lobby's categories) or one lobby category's games. */
export default function LobbyPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { lobbyId } = useParams();
  const { data: categories, isPending } = useCategories();
  const lobby = useMemo(() => placed(categories, "LOBBY"), [categories]);
  const selected = lobby.find((l) => String(l.category.id) === lobbyId);
  const previews = useCategoryPreviews(lobbyId ? [] : lobby.map((l) => l.category.id));
  usePageMeta(selected?.category.name ?? t("pages.lobby_title"));
  if (isPending) return <PageSkeleton />;

  return (
    <div className="py-6" data-testid="lobby">
      <h1 className="text-2xl font-bold">{selected?.category.name ?? t("pages.lobby_title")}</h1>
      <ChipScroller label={t("pages.lobby_title")} className="mt-4" testId="lobby-chips">
        <NavLink
          end
          to={pathTo("lobby", lang)}
          className={({ isActive }) => `btn-secondary shrink-0 text-sm ${isActive ? "border-accent text-accent" : ""}`}
        >
          {t("catalogue.showcase")}
        </NavLink>
        {lobby.map(({ category }) => (
          <NavLink
            key={category.id}
            to={pathTo("lobbyItem", lang, { lobbyId: String(category.id) })}
            className={({ isActive }) => `btn-secondary shrink-0 text-sm ${isActive ? "border-accent text-accent" : ""}`}
          >
            {category.name}
          </NavLink>
        ))}
      </ChipScroller>
      {selected ? (
        <div className="mt-6">
          <GameGrid filter={{ categoryId: selected.category.id }} imageType={selected.at.gameImageType} />
        </div>
      ) : lobbyId ? (
        <p className="mt-6 text-muted">{t("catalogue.no_games")}</p>
      ) : (
        lobby.map(({ category, at }) => (
          <CategoryRow
            key={category.id}
            category={category}
            imageType={at.gameImageType}
            loading={previews.isPending}
            games={previews.data?.find((p) => p.categoryId === category.id)?.games}
          />
        ))
      )}
    </div>
  );
}
