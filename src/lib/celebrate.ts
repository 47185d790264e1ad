// Confetti for a joyful moment, with canvas-confetti (loaded only when needed). It stays still for
// people who ask their system for reduced motion.
import type { Options } from 'canvas-confetti';

const TICKS_PER_SECOND = 60;

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
      colors: ['#1c3f94', '#3b6fd8', '#e8b931', '#f5d77a', '#ffffff'],
      disableForReducedMotion: true,
      zIndex: 10_000,
    };
    void confetti(options);
  }
}
