/** Synthesised sounds (WebAudio oscillators, no downloaded files), with a remembered mute switch. */
const MUTE_KEY = "studio.muted";

let ctx: AudioContext | null = null;
let muted = (() => {
  try {
    return localStorage.getItem(MUTE_KEY) === "1";
  } catch {
    return false;
  }
})();

// Browsers allow sound only after the player touched the page.
let unlocked = false;
if (typeof window !== "undefined") {
  const unlock = () => {
    unlocked = true;
    window.removeEventListener("pointerdown", unlock);
    window.removeEventListener("keydown", unlock);
  };
  window.addEventListener("pointerdown", unlock);
  window.addEventListener("keydown", unlock);
}

function audio(): AudioContext | null {
  if (muted || !unlocked) return null;
  if (!ctx) {
    const C = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!C) return null;
    ctx = new C();
  }
  if (ctx.state === "suspended") void ctx.resume();
  return ctx;
}

function tone(freq: number, start: number, duration: number, type: OscillatorType = "sine", volume = 0.15) {
  const a = audio();
  if (!a) return;
  const t0 = a.currentTime + start;
  const osc = a.createOscillator();
  const gain = a.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, t0);
  gain.gain.setValueAtTime(0.0001, t0);
  gain.gain.exponentialRampToValueAtTime(volume, t0 + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, t0 + duration);
  osc.connect(gain).connect(a.destination);
  osc.start(t0);
  osc.stop(t0 + duration + 0.02);
}

export const sound = {
  isMuted: () => muted,
  setMuted(m: boolean) {
    muted = m;
    try {
      localStorage.setItem(MUTE_KEY, m ? "1" : "0");
    } catch {}
    if (m && ctx) void ctx.suspend();
  },
  click: () => tone(900, 0, 0.05, "square", 0.05),
  chip: () => tone(1400, 0, 0.06, "triangle", 0.08),
  reelStop: (i = 0) => tone(180 + i * 20, 0, 0.08, "square", 0.08),
  tick: () => tone(2200, 0, 0.02, "square", 0.03),
  spinStart: () => {
    for (let i = 0; i < 4; i++) tone(300 + i * 80, i * 0.04, 0.08, "sawtooth", 0.04);
  },
  win(big = false) {
    const notes = big ? [523, 659, 784, 1047, 784, 1047, 1319] : [523, 659, 784, 1047];
    notes.forEach((f, i) => {
      tone(f, i * 0.09, 0.18, "triangle", 0.12);
    });
  },
  lose: () => tone(220, 0, 0.2, "sine", 0.06),
  card: () => tone(600, 0, 0.04, "triangle", 0.06),
  ball: () => tone(3000, 0, 0.015, "sine", 0.04),
};
