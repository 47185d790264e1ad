// Confetti for a joyful moment, with canvas-confetti (loaded only when needed). It stays still for
// people who ask their system for reduced motion.
import type { Options } from 'canvas-confetti';

const TICKS_PER_SECOND = 60;
const CONFETTI_COLORS = ['#1c3f94', '#3b6fd8', '#e8b931', '#f5d77a', '#ffffff'];

/**
 * `pieces` pieces, falling for between `minSeconds` and `maxSeconds`: the pieces are shared among a few
 * bursts whose lifetimes step evenly across that range.
 */
export async function celebrate({ pieces = 100, minSeconds = 2, maxSeconds = 5, bursts = 4 } = {}) {
  const { default: confetti } = await import('canvas-confetti');
  const perBurst = Math.round(pieces / bursts);
  for (let burst = 0; burst < bursts; burst += 1) {
    const seconds = minSeconds + ((maxSeconds - minSeconds) * burst) / Math.max(1, bursts - 1);
    const particleCount = burst === bursts - 1 ? pieces - perBurst * (bursts - 1) : perBurst;
    const options: Options = {
      particleCount,
      ticks: Math.round(seconds * TICKS_PER_SECOND),
      spread: 80,
      startVelocity: 38,
      origin: { x: 0.2 + (0.6 * burst) / Math.max(1, bursts - 1), y: 0.35 },
      colors: CONFETTI_COLORS,
      disableForReducedMotion: true,
      zIndex: 10_000,
    };
    void confetti(options);
  }
}

/**
 * A confetti display lasting `seconds`: small bursts from both sides until the time is up. Returns a
 * function that stops it early (for a page that is left).
 */
export function celebrateFor(seconds: number, { burstEveryMs = 250, piecesPerBurst = 6 } = {}): () => void {
  const end = Date.now() + seconds * 1000;
  let stopped = false;
  void import('canvas-confetti').then(({ default: confetti }) => {
    const fire = () => {
      const remaining = end - Date.now();
      if (stopped || remaining <= 0) return;
      // Each piece lives at most as long as the display has left, so all is still at `seconds`.
      const ticks = Math.max(1, Math.min(200, Math.round((remaining / 1000) * TICKS_PER_SECOND)));
      for (const side of [0, 1]) {
        void confetti({
          particleCount: piecesPerBurst,
          ticks,
          angle: side === 0 ? 60 : 120,
          spread: 60,
          startVelocity: 45,
          origin: { x: side, y: 0.6 },
          colors: CONFETTI_COLORS,
          disableForReducedMotion: true,
          zIndex: 10_000,
        });
      }
      setTimeout(fire, burstEveryMs);
    };
    fire();
  });
  return () => {
    stopped = true;
  };
}
