import { useEffect, useState } from "react";
import { secondsLeft } from "./machine";

/** Seconds left until an ISO instant, ticking once a second. */
export function useCountdown(until: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [until]);
  return secondsLeft(until, now);
}

/** Milliseconds since mount, ticking every `step` ms (progress of a wait). */
export function useElapsed(step = 250): number {
  const [start] = useState(() => Date.now());
  const [now, setNow] = useState(start);
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), step);
    return () => clearInterval(t);
  }, [step]);
  return now - start;
}
