// The document worker's entry: a worker thread does not inherit the server's tsx loader (on Node 20 a .ts
// worker fails with ERR_UNKNOWN_FILE_EXTENSION even with execArgv ['--import', 'tsx']), and under vitest
// there is no loader to inherit, so this file loads the TypeScript through tsx itself.
import { tsImport } from 'tsx/esm/api';

await tsImport('./document-worker.ts', import.meta.url);
