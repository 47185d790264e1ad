// Server tests fail on an unexpected console.error, so a swallowed failure cannot pass quietly.
import { afterEach, vi } from 'vitest';

const consoleError = vi.spyOn(console, 'error');

afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called:\n${calls.map((call) => call.join(' ')).join('\n')}`);
});
