// Runs before every client test file: jsdom gaps filled, jest-dom matchers, msw answering /trpc, and a
// test fails if anything logged console.error it did not expect (as in the Epic Stack).
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { format } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from './msw-server';

// How long findBy*/waitFor wait for something to appear. A page's first render waits on its lazily loaded
// code and the mocked session check; on a loaded two-core machine that took several seconds. A test that
// passes never waits the whole time; one that fails says so a little later.
const pageInError = getConfig().getElementError;
configure({
  asyncUtilTimeout: 10_000,
  // A getBy* that fails inside findBy*/waitFor is tried again every 50 ms and on each change to the page, and
  // printing the whole page into each attempt's error took up to a tenth of a component test's CPU. Those attempts'
  // errors leave the page out: the error waitFor gives up with still prints it (its onTimeout asks this function
  // again, outside the attempts), as does a getBy* that fails outside waitFor.
  getElementError: function elementError(message, container) {
    const attempt = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics;
    const error = attempt ? Object.assign(new Error(message ?? ''), { name: 'TestingLibraryElementError' }) : pageInError(message, container);
    // Its stack starts at the query, as before, so a failure still points at the test's line.
    Error.captureStackTrace(error, elementError);
    return error;
  },
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  // Reduced motion is "on" so Mantine (respectReducedMotion) skips animations that jsdom cannot finish.
  value: (query: string): MediaQueryList => ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.ResizeObserver = ResizeObserverStub;
// jsdom does not lay out or scroll; these would otherwise log "Not implemented" errors.
Object.defineProperty(window, 'scrollTo', { writable: true, configurable: true, value: vi.fn() });
Object.defineProperty(Element.prototype, 'scrollTo', { writable: true, configurable: true, value: vi.fn() });
Element.prototype.scrollIntoView = vi.fn();
// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(async () => {
  // A page's lazily loaded code (the home page's lower half, a dialog, a menu) may still be loading when a file's
  // last test ends. Vitest rejects an import still pending when the file's run ends, and the worker, which the
  // next files share (isolate: false), keeps that module as failed: every later file there that rendered the home
  // page failed (seen in full runs, before and after the test-speed changes). So each file waits for its imports.
  await vi.dynamicImportSettled();
  server.close();
});

let consoleErrors: unknown[][] = [];
const originalConsoleError = console.error;

beforeEach(() => {
  consoleErrors = [];
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args);
    originalConsoleError(...args);
  };
});

afterEach(() => {
  cleanup();
  dropDetachedStyleSheets();
  // Toasts live in a store shared by the whole file: start each test without the last one's.
  notifications.clean();
  server.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
  console.error = originalConsoleError;
  if (consoleErrors.length > 0) {
    const logged = consoleErrors.map((args) => format(...args)).join('\n');
    throw new Error(`console.error was called during the test:\n${logged}`);
  }
});

/**
 * jsdom keeps the stylesheet of a <style> element that was removed with its parent (React unmounting a
 * page with Mantine's inline styles in it): the element still believes it is connected while it is
 * detached, and adds its sheet to the document again. The document lives as long as the worker, so these
 * sheets piled up over the run (hundreds by its end), and every getComputedStyle matched the element against
 * all their rules. Inserting such an element and removing it by itself takes its sheet out.
 */
function dropDetachedStyleSheets() {
  for (const sheet of [...document.styleSheets]) {
    const owner = sheet.ownerNode;
    if (owner instanceof HTMLStyleElement && !owner.isConnected) {
      document.head.append(owner);
      owner.remove();
    }
  }
}
