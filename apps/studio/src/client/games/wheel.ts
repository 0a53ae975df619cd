import { pocketColor, WHEEL_ORDER } from "@casino/game-math";
import { sound } from "../core/sound.js";

const COLOURS = { red: "#c62828", black: "#1b1b1b", green: "#0a7d3b" };

/** A European wheel on a canvas: spins, drops the ball into the winning pocket, redraws on resize. */
export function rouletteWheel(canvas: HTMLCanvasElement) {
  const g = canvas.getContext("2d")!;
  let rotation = 0;
  let ballAngle = -Math.PI / 2;
  let ballRadius = 0.8;
  let highlight: number | null = null;

  function size() {
    const rect = canvas.getBoundingClientRect();
    const dpr = Math.min(2, window.devicePixelRatio || 1);
    const s = Math.max(120, Math.floor(Math.min(rect.width, rect.height) * dpr));
    if (canvas.width !== s) {
      canvas.width = s;
      canvas.height = s;
    }
    return s;
  }

  function draw() {
    const s = size();
    const c = s / 2;
    const R = c * 0.98;
    g.clearRect(0, 0, s, s);
    // Rim
    const rim = g.createRadialGradient(c, c, R * 0.6, c, c, R);
    rim.addColorStop(0, "#3e2723");
    rim.addColorStop(1, "#1a0f0b");
    g.fillStyle = rim;
    g.beginPath();
    g.arc(c, c, R, 0, Math.PI * 2);
    g.fill();
    const step = (Math.PI * 2) / WHEEL_ORDER.length;
    const outer = R * 0.86;
    const inner = R * 0.6;
    for (let i = 0; i < WHEEL_ORDER.length; i++) {
      const n = WHEEL_ORDER[i]!;
      const a0 = rotation + i * step - step / 2 - Math.PI / 2;
      g.beginPath();
      g.moveTo(c + inner * Math.cos(a0), c + inner * Math.sin(a0));
      g.arc(c, c, outer, a0, a0 + step);
      g.arc(c, c, inner, a0 + step, a0, true);
      g.closePath();
      g.fillStyle = highlight === n ? "#ffd54f" : COLOURS[pocketColor(n)];
      g.fill();
      g.strokeStyle = "#c9a227";
      g.lineWidth = Math.max(1, s / 400);
      g.stroke();
      g.save();
      g.translate(c, c);
      g.rotate(a0 + step / 2 + Math.PI / 2);
      g.fillStyle = highlight === n ? "#000" : "#fff";
      g.font = `bold ${Math.round(R * 0.075)}px sans-serif`;
      g.textAlign = "center";
      g.textBaseline = "middle";
      g.fillText(String(n), 0, -(outer - R * 0.08));
      g.restore();
    }
    // Cone
    const cone = g.createRadialGradient(c - R * 0.1, c - R * 0.1, R * 0.05, c, c, inner);
    cone.addColorStop(0, "#d7b56d");
    cone.addColorStop(0.5, "#8d6e32");
    cone.addColorStop(1, "#3e2723");
    g.fillStyle = cone;
    g.beginPath();
    g.arc(c, c, inner, 0, Math.PI * 2);
    g.fill();
    g.strokeStyle = "#e0c068";
    g.lineWidth = R * 0.03;
    for (let k = 0; k < 4; k++) {
      const a = rotation + (k * Math.PI) / 2;
      g.beginPath();
      g.moveTo(c, c);
      g.lineTo(c + R * 0.25 * Math.cos(a), c + R * 0.25 * Math.sin(a));
      g.stroke();
    }
    // Ball
    const br = R * ballRadius;
    g.fillStyle = "#fafafa";
    g.shadowColor = "#0008";
    g.shadowBlur = R * 0.03;
    g.beginPath();
    g.arc(c + br * Math.cos(ballAngle), c + br * Math.sin(ballAngle), R * 0.035, 0, Math.PI * 2);
    g.fill();
    g.shadowBlur = 0;
  }

  window.addEventListener("resize", draw);
  draw();

  return {
    draw,
    /** Spins the wheel and lands the ball in `pocket`; resolves when it rests. */
    spin(pocket: number, ms = 4200): Promise<void> {
      highlight = null;
      const step = (Math.PI * 2) / WHEEL_ORDER.length;
      const index = WHEEL_ORDER.indexOf(pocket as (typeof WHEEL_ORDER)[number]);
      const startRot = rotation;
      const endRot = startRot + Math.PI * 2 * 3 + Math.random() * Math.PI;
      // The ball ends on the pocket's centre at the wheel's final rotation.
      const pocketAngle = endRot + index * step - Math.PI / 2;
      const startBall = ballAngle;
      const turns = Math.PI * 2 * 5;
      const full = Math.PI * 2;
      const delta = (((pocketAngle - startBall + turns) % full) + full) % full;
      const t0 = performance.now();
      let lastTick = 0;
      return new Promise((resolve) => {
        const frame = (now: number) => {
          const p = Math.min(1, (now - t0) / ms);
          const ease = 1 - (1 - p) ** 3;
          rotation = startRot + (endRot - startRot) * ease;
          ballAngle = startBall + (delta - turns) * ease;
          ballRadius = p < 0.6 ? 0.92 : 0.92 - (0.92 - 0.73) * Math.min(1, (p - 0.6) / 0.3);
          const tick = Math.floor(((ballAngle - rotation) / step) % WHEEL_ORDER.length);
          if (tick !== lastTick && p > 0.55 && p < 0.95) {
            lastTick = tick;
            sound.ball();
          }
          draw();
          if (p < 1) requestAnimationFrame(frame);
          else {
            highlight = pocket;
            ballAngle = pocketAngle;
            draw();
            resolve();
          }
        };
        requestAnimationFrame(frame);
      });
    },
  };
}
