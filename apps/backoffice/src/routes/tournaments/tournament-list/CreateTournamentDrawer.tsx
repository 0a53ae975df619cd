import { CURRENCY_CODES, parseMoney } from "@casino/money";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Drawer } from "../../../components/Drawer";
import { ErrorNote } from "../../../components/Page";
import { type TournamentMetric, useCreateTournament } from "../../../hooks/api/tournaments";

/** Game ids typed one a line or comma separated. */
const list = (s: string) =>
  s
    .split(/[\s,]+/)
    .map((x) => x.trim())
    .filter(Boolean);

/** A new tournament: its period (local time), games (none: every game), ranking, prize per place. */
export function CreateTournamentDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateTournament();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [metric, setMetric] = useState<TournamentMetric>("wagered");
  const [currency, setCurrency] = useState("EUR");
  const [games, setGames] = useState("");
  const [startsAt, setStartsAt] = useState("");
  const [endsAt, setEndsAt] = useState("");
  const [prizes, setPrizes] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      create.reset();
      setProblem(null);
    }
  }, [open, create.reset]);

  const submit = () => {
    const start = new Date(startsAt);
    const end = new Date(endsAt);
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start)
      return setProblem(t("tournaments.badPeriod"));
    let minor: string[];
    try {
      minor = list(prizes).map((p) => parseMoney(p, currency).toString());
    } catch {
      return setProblem(t("tournaments.badPrizes"));
    }
    if (minor.length === 0 || minor.length > 100 || minor.some((m) => m.startsWith("-")))
      return setProblem(t("tournaments.badPrizes"));
    setProblem(null);
    create.mutate(
      {
        title: title.trim(),
        description: description.trim(),
        metric,
        currency,
        gameIds: list(games),
        startsAt: start.toISOString(),
        endsAt: end.toISOString(),
        prizes: minor,
      },
      {
        onSuccess: () => {
          setTitle("");
          setDescription("");
          setGames("");
          setPrizes("");
          onClose();
        },
      },
    );
  };

  return (
    <Drawer open={open} title={t("tournaments.new")} onClose={onClose}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div>
          <label htmlFor="tn-title" className="field-label">
            {t("tournaments.name")}
          </label>
          <input
            id="tn-title"
            className="field"
            required
            maxLength={200}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="tn-description" className="field-label">
            {t("tournaments.descriptionLabel")}
          </label>
          <textarea
            id="tn-description"
            className="field min-h-16"
            maxLength={2000}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor="tn-start" className="field-label">
              {t("tournaments.startsAt")}
            </label>
            <input
              id="tn-start"
              type="datetime-local"
              className="field"
              required
              value={startsAt}
              onChange={(e) => setStartsAt(e.target.value)}
            />
          </div>
          <div>
            <label htmlFor="tn-end" className="field-label">
              {t("tournaments.endsAt")}
            </label>
            <input
              id="tn-end"
              type="datetime-local"
              className="field"
              required
              value={endsAt}
              onChange={(e) => setEndsAt(e.target.value)}
            />
          </div>
        </div>
        <fieldset className="flex flex-col gap-1">
          <legend className="field-label">{t("tournaments.ranking")}</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="metric" checked={metric === "wagered"} onChange={() => setMetric("wagered")} />
            {t("tournaments.byWageredLong")}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="metric" checked={metric === "multiplier"} onChange={() => setMetric("multiplier")} />
            {t("tournaments.byMultiplierLong")}
          </label>
        </fieldset>
        <div>
          <label htmlFor="tn-currency" className="field-label">
            {t("tournaments.currency")}
          </label>
          <select id="tn-currency" className="field" value={currency} onChange={(e) => setCurrency(e.target.value)}>
            {CURRENCY_CODES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="tn-games" className="field-label">
            {t("tournaments.gamesLabel")}
          </label>
          <textarea id="tn-games" className="field min-h-16 font-mono" value={games} onChange={(e) => setGames(e.target.value)} />
        </div>
        <div>
          <label htmlFor="tn-prizes" className="field-label">
            {t("tournaments.prizesLabel", { currency })}
          </label>
          <textarea
            id="tn-prizes"
            className="field min-h-24 font-mono"
            required
            placeholder={"500\n250\n100"}
            value={prizes}
            onChange={(e) => setPrizes(e.target.value)}
          />
        </div>
        {problem && (
          <p role="alert" className="field-error">
            {problem}
          </p>
        )}
        <ErrorNote error={create.error} />
        <button type="submit" className="btn-primary" disabled={create.isPending}>
          {t("tournaments.create")}
        </button>
      </form>
    </Drawer>
  );
}
