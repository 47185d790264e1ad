// A worker thread that does the server's slow synchronous work (laying out a PDF, drawing a page with React) one
// task at a time, so the server's own thread keeps answering. It starts when first needed, is replaced after it
// fails or stops, and is stopped when a task runs too long, so the tasks behind it go on. A task is one message
// to the worker and one message back.
import type { Worker } from 'node:worker_threads';
import pLimit from 'p-limit';

export interface TaskWorker<Request, Reply> {
  run(request: Request): Promise<Reply>;
  /** Tasks under way or waiting their turn. */
  queued(): number;
  /** Ends the worker; a task under way or waiting fails with WorkerClosed. */
  close(): Promise<void>;
}

/** A task cut short because its worker was closed (the server shutting down): nothing went wrong. */
export class WorkerClosed extends Error {
  override name = 'WorkerClosed';
}

export function taskWorker<Request, Reply>(start: () => Worker, { name, timeoutMs }: { name: string; timeoutMs: number }): TaskWorker<Request, Reply> {
  const turns = pLimit(1);
  let worker: Worker | undefined;
  let closed = false;

  function onWorker(request: Request): Promise<Reply> {
    if (closed) return Promise.reject(new WorkerClosed(`the ${name} worker is closed`));
    if (!worker) {
      worker = start();
      // An idle worker does not keep the process alive.
      worker.unref();
    }
    const current = worker;
    return new Promise((resolve, reject) => {
      const timeout = setTimeout(() => void current.terminate(), timeoutMs);
      const settle = () => {
        clearTimeout(timeout);
        current.off('message', onMessage).off('error', onError).off('exit', onExit);
      };
      const onMessage = (reply: Reply) => {
        settle();
        resolve(reply);
      };
      // A worker that failed or stopped is replaced by the next task.
      const onError = (error: Error) => {
        settle();
        worker = undefined;
        void current.terminate();
        reject(error);
      };
      const onExit = (code: number) => {
        settle();
        worker = undefined;
        reject(closed ? new WorkerClosed(`the ${name} worker is closed`) : new Error(`The ${name} worker stopped (exit code ${code})`));
      };
      current.on('message', onMessage).on('error', onError).on('exit', onExit);
      current.postMessage(request);
    });
  }

  return {
    run: (request) => turns(() => onWorker(request)),
    // Counted together: p-limit moves a task from waiting to under way a microtask after it is queued.
    queued: () => turns.activeCount + turns.pendingCount,
    async close() {
      closed = true;
      turns.clearQueue();
      await worker?.terminate();
      worker = undefined;
    },
  };
}
