// ScriptureText for the public pages: the text shows at once as written, and the component with its
// reference parser arrives after the page, so a visitor's first load does not grow.
import { lazy, Suspense } from 'react';

const ScriptureText = lazy(() => import('./scripture-text').then((module) => ({ default: module.ScriptureText })));

/** `text` with its Bible references turned into links to the reader, once the code for it has loaded. */
export function LazyScriptureText({ text }: { text: string }) {
  return (
    <Suspense fallback={text}>
      <ScriptureText text={text} />
    </Suspense>
  );
}
