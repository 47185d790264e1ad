// A block of a page whose code loads after the page (React.lazy) while its markup is in the prerendered HTML
// (WhenNearViewport). The HTML needs the block's styles from the start, or it would be drawn unstyled until
// its code arrived: while prerendering, each block drawn is noted here, and scripts/prerender.ts links the
// stylesheets of its chunk in the page's head. Its scripts still load late.
import { createContext, lazy, useContext, type ComponentType } from 'react';

/** The blocks a page's prerender drew, by their module's path (as the build manifest names it). */
export const DrawnBlocksContext = createContext<Set<string> | null>(null);

/**
 * React.lazy for a block the prerendered HTML draws; `load` gives its component. `source` is the loaded
 * module's path from the project root ('src/components/newsletter/newsletter-form.tsx'); the prerender fails
 * if the build has no such chunk.
 */
export function lazyBlock<Props extends object>(source: string, load: () => Promise<ComponentType<Props>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Block(props: Props) {
    useContext(DrawnBlocksContext)?.add(source);
    return <Lazy {...props} />;
  }
  return Block;
}
