import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

export interface ChartSeries {
  label: string;
  values: (number | null)[];
  colour: string;
}

/** A line chart over local days (uPlot; this module is its own lazily loaded chunk). */
export default function Chart(props: { days: string[]; series: ChartSeries[]; title: string; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = props.days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
    const plot = new uPlot(
      {
        title: props.title,
        width: Math.max(320, el.clientWidth),
        height: props.height ?? 260,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1e3), "Etc/UTC"),
        scales: { x: { time: true } },
        axes: [
          { stroke: "#94a3b8", grid: { stroke: "#334155" } },
          { stroke: "#94a3b8", grid: { stroke: "#334155" }, size: 70 },
        ],
        series: [
          {},
          ...props.series.map((s) => ({ label: s.label, stroke: s.colour, width: 2, points: { show: xs.length < 40 } })),
        ],
      },
      [xs, ...props.series.map((s) => s.values)],
      el,
    );
    const resize = () => plot.setSize({ width: Math.max(320, el.clientWidth), height: props.height ?? 260 });
    window.addEventListener("resize", resize);
    return () => {
      window.removeEventListener("resize", resize);
      plot.destroy();
    };
  }, [props.days, props.series, props.title, props.height]);
  return <div ref={box} data-testid="report-chart" className="w-full" />;
}
