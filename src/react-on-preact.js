// What the built browser app gets for `import ... from 'react'` (vite.config.ts): Preact's React layer,
// which draws the same components in about a sixth of React DOM's bytes (decision 017), and the one React
// 19 component it lacks. The prerender, the development server and the tests run React itself. (JavaScript:
// preact/compat's types are one `export =` namespace, which TypeScript cannot re-export with `export *`;
// the app's modules are typed against React's own types.)
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React 19.2's `<Activity>`, which Mantine imports for content kept mounted while hidden (a Collapse's,
 * Transition's or Tabs panel's `keepMounted`). Here hidden content is unmounted, as with
 * `keepMounted={false}`: the app keeps nothing mounted out of sight (decision 017).
 *
 * @param {{ mode?: 'visible' | 'hidden', children?: import('preact').ComponentChildren }} props
 */
export function Activity({ mode = 'visible', children }) {
  return mode === 'hidden' ? null : children;
}
