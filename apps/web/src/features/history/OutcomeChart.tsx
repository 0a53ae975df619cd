import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

const DAY_S = 86_400;
const WON = "#4ade80";
const LOST = "#f87171";
const two = (n: number) => String(n).padStart(2, "0");

/**
 * Bars of the net outcome per day (uplot, loaded only with the history page): green for a day won, red for a day
 * lost, on whole UTC days (the api's days) labelled DD/MM with a day of room either side.
 */
export default function OutcomeChart({
  data,
  format,
  label,
}: {
  data: { date: string; outcome: number }[];
  format: (minor: number) => string;
  label: string;
}) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = el.current;
    if (!box || data.length === 0) return;
    const xs = data.map((d) => Date.parse(`${d.date}T00:00:00Z`) / 1000);
    // One series a colour: a day is drawn in one of them, the other has a gap there.
    const won = data.map((d) => (d.outcome >= 0 ? d.outcome : null));
    const lost = data.map((d) => (d.outcome < 0 ? d.outcome : null));
    const bars = uPlot.paths.bars?.({ size: [0.6, 40] });
    const series = (fill: string) => ({ label, paths: bars, points: { show: false }, fill, stroke: fill, width: 0 });
    const plot = new uPlot(
      {
        width: box.clientWidth || 320,
        height: 200,
        legend: { show: false },
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "Etc/UTC"),
        scales: {
          x: { time: true, auto: false, range: [xs[0]! - DAY_S, xs[xs.length - 1]! + DAY_S] },
          y: { range: (_u, min, max) => [Math.min(0, min), Math.max(0, max)] },
        },
        axes: [
          {
            stroke: "#9ca3af",
            grid: { show: false },
            incrs: [DAY_S, 2 * DAY_S, 7 * DAY_S, 14 * DAY_S, 28 * DAY_S, 91 * DAY_S],
            values: (_u, vals) =>
              vals.map((v) => {
                const d = new Date(v * 1000);
                return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}`;
              }),
          },
          { stroke: "#9ca3af", size: 70, values: (_u, vals) => vals.map((v) => format(v)) },
        ],
        series: [{}, series(WON), series(LOST)],
      },
      [xs, won, lost],
      box,
    );
    const resize = () => plot.setSize({ width: box.clientWidth || 320, height: 200 });
    window.addEventListener("resize", resize);
    return () => {
      window.removeEventListener("resize", resize);
      plot.destroy();
    };
  }, [data, format, label]);
  return <div ref={el} className="w-full" data-testid="outcome-chart" role="img" aria-label={label} />;
}
