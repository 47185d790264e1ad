/** Mantine's base stylesheet (vite.config.ts, mantineStylesPerComponent). */
declare module 'virtual:mantine-styles';

interface Window {
  /**
   * Set by a prerendered page's boot script (src/boot.js): tells it the app has taken the form over, and
   * says whether a submission made before that is waiting to be sent.
   */
  lwTakeOverForm?: (form: HTMLFormElement) => boolean;
}
