// Word and PDF files are laid out on a worker thread (document-worker.ts), one at a time: docx and pdfmake
// work synchronously, for seconds on a long text, and on the server's thread that held up every other
// request. A few renders may wait their turn; past that a download is turned away with 503 and Retry-After.
// Each file is rendered once per purchase and format and then served from the store (content.ts, decision 023).
import { Worker } from 'node:worker_threads';
import pLimit from 'p-limit';
import type { DownloadFormat, GeneratedContent } from '../../contracts/content';
import { AppError } from '../../errors';

/** The formats that are laid out; Markdown is written out as it is. */
export type DocumentFormat = Exclude<DownloadFormat, 'md'>;
export interface RenderRequest {
  format: DocumentFormat;
  content: GeneratedContent;
}
// Bytes of their own (not a view into a shared buffer), so they can be handed from thread to thread.
export type RenderReply = { bytes: Uint8Array<ArrayBuffer> } | { error: string };

export interface DocumentRenderer {
  /** The file's bytes; AppError SERVICE_UNAVAILABLE (with Retry-After) when too many renders are waiting. */
  render(format: DocumentFormat, content: GeneratedContent): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** Renders waiting behind the one under way before another is turned away, and when to come back. */
const RENDERS_WAITING_MAX = 4;
const RENDER_BUSY_RETRY_SECONDS = 5;
const RENDER_BUSY_MESSAGE = 'Many files are being prepared right now. Please try again in a few seconds.';
/** A render still going after this has gone wrong: the worker is stopped, so the renders behind it go on. */
const RENDER_TIMEOUT_MS = 60_000;

export function createDocumentRenderer(): DocumentRenderer {
  // One worker, one render at a time: the server's thread keeps the other core of a small machine.
  const turns = pLimit(1);
  let worker: Worker | undefined;

  function startWorker(): Worker {
    const started = new Worker(new URL('./document-worker.mjs', import.meta.url));
    // An idle worker does not keep a script or a test process alive.
    started.unref();
    return started;
  }

  function renderOnWorker(request: RenderRequest): Promise<Uint8Array> {
    const current = (worker ??= startWorker());
    return new Promise((resolve, reject) => {
      const timeout = setTimeout(() => void current.terminate(), RENDER_TIMEOUT_MS);
      const settle = () => {
        clearTimeout(timeout);
        current.off('message', onMessage).off('error', onError).off('exit', onExit);
      };
      const onMessage = (reply: RenderReply) => {
        settle();
        if ('bytes' in reply) resolve(reply.bytes);
        else reject(new Error(`Rendering a ${request.format} file failed: ${reply.error}`));
      };
      // A worker that failed or stopped is replaced by the next render.
      const onError = (error: Error) => {
        settle();
        worker = undefined;
        void current.terminate();
        reject(error);
      };
      const onExit = (code: number) => {
        settle();
        worker = undefined;
        reject(new Error(`The document worker stopped (exit code ${code})`));
      };
      current.on('message', onMessage).on('error', onError).on('exit', onExit);
      current.postMessage(request);
    });
  }

  return {
    async render(format, content) {
      // Counted together: p-limit moves a render from waiting to under way a microtask after it is queued.
      if (turns.activeCount + turns.pendingCount > RENDERS_WAITING_MAX) {
        throw new AppError('SERVICE_UNAVAILABLE', RENDER_BUSY_MESSAGE, { retryAfterSeconds: RENDER_BUSY_RETRY_SECONDS });
      }
      return turns(() => renderOnWorker({ format, content }));
    },
    async close() {
      turns.clearQueue();
      await worker?.terminate();
      worker = undefined;
    },
  };
}
