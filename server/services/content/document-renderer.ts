// Word and PDF files are laid out on a worker thread (document-worker.ts), one at a time: docx and pdfmake
// work synchronously, for seconds on a long text, and on the server's thread that held up every other
// request. A few renders may wait their turn; past that a download is turned away with 503 and Retry-After.
// Each file is rendered once per purchase and format and then served from the store (content.ts, decision 023).
import { Worker } from 'node:worker_threads';
import { contentMessages, type DownloadFormat, type GeneratedContent } from '../../contracts/content';
import { AppError } from '../../errors';
import { taskWorker } from '../../task-worker';
import type { GivingStatement } from '../giving/statement';

/** The formats that are laid out; Markdown is written out as it is. */
export type DocumentFormat = Exclude<DownloadFormat, 'md'>;
export type RenderRequest = { format: DocumentFormat; content: GeneratedContent } | { statement: GivingStatement };
// Bytes of their own (not a view into a shared buffer), so they can be handed from thread to thread.
export type RenderReply = { bytes: Uint8Array<ArrayBuffer> } | { error: string };

export interface DocumentRenderer {
  /** The file's bytes; AppError SERVICE_UNAVAILABLE (with Retry-After) when too many renders are waiting. */
  render(format: DocumentFormat, content: GeneratedContent): Promise<Uint8Array>;
  /** A donor's annual giving statement as a PDF (services/giving/statement-pdf.ts). */
  renderStatement(statement: GivingStatement): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** Renders waiting behind the one under way before another is turned away, and when to come back. */
const RENDERS_WAITING_MAX = 4;
const RENDER_BUSY_RETRY_SECONDS = 5;
/** A render still going after this has gone wrong: the worker is stopped, so the renders behind it go on. */
const RENDER_TIMEOUT_MS = 60_000;

export function createDocumentRenderer(): DocumentRenderer {
  // One worker, one render at a time: the server's thread keeps the other core of a small machine.
  const worker = taskWorker<RenderRequest, RenderReply>(() => new Worker(new URL('./document-worker.mjs', import.meta.url)), {
    name: 'document',
    timeoutMs: RENDER_TIMEOUT_MS,
  });
  const run = async (request: RenderRequest, what: string) => {
    if (worker.queued() > RENDERS_WAITING_MAX) {
      throw new AppError('SERVICE_UNAVAILABLE', contentMessages.downloadsBusy, { retryAfterSeconds: RENDER_BUSY_RETRY_SECONDS });
    }
    const reply = await worker.run(request);
    if ('error' in reply) throw new Error(`Rendering a ${what} failed: ${reply.error}`);
    return reply.bytes;
  };
  return {
    render: (format, content) => run({ format, content }, `${format} file`),
    renderStatement: (statement) => run({ statement }, 'giving statement'),
    close: () => worker.close(),
  };
}
