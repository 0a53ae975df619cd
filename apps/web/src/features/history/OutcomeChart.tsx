import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

/** Bars of the net outcome per day (uplot, loaded only with the history page). */
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
    const xs = data.map((d) => Date.parse(`${d.date}T12:00:00Z`) / 1000);
    const ys = data.map((d) => d.outcome);
    const bars = uPlot.paths.bars?.({ size: [0.6, 40] });
    const plot = new uPlot(
      {
        width: box.clientWidth || 320,
        height: 200,
        legend: { show: false },
        scales: { x: { time: true } },
        axes: [
          { stroke: "#9ca3af", grid: { show: false } },
          { stroke: "#9ca3af", size: 70, values: (_u, vals) => vals.map((v) => format(v)) },
        ],
        series: [
          {},
          {
            label,
            paths: bars,
            points: { show: false },
            fill: (u, i) => ((u.data[1]?.[i ?? 0] ?? 0) >= 0 ? "#4ade80" : "#f87171"),
            stroke: "#facc15",
            width: 0,
          },
        ],
      },
      [xs, ys],
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
