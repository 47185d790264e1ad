// The worker thread that lays out Word and PDF files for document-renderer.ts (started through
// document-worker.mjs), one request at a time, with the very code of documents.ts.
import { parentPort } from 'node:worker_threads';
import type { RenderReply, RenderRequest } from './document-renderer';
import { contentDocx, contentPdf } from './documents';
import { statementPdf } from '../../emails/giving-statement-pdf';

const renderers = { docx: contentDocx, pdf: contentPdf };

parentPort?.on('message', async (request: RenderRequest) => {
  let reply: RenderReply;
  try {
    reply = { bytes: 'statement' in request ? await statementPdf(request.statement) : await renderers[request.format](request.content) };
  } catch (error) {
    reply = { error: error instanceof Error ? error.message : String(error) };
  }
  // The bytes move to the server's thread rather than being copied.
  parentPort?.postMessage(reply, 'bytes' in reply ? [reply.bytes.buffer] : []);
});
