// A real SMTP server inside a test (smtp-server), on a free loopback port, that keeps what it receives parsed
// with mailparser: the envelope's recipients and the message, headers and both parts. It can be told to refuse
// the next messages with a given reply, as a mail server does when busy (4xx) or for good (5xx).
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

export interface ReceivedMail {
  /** RCPT TO, as the envelope named them. */
  recipients: string[];
  mail: ParsedMail;
}

export interface TestSmtpServer {
  /** SMTP_URL for the app. */
  url: string;
  received: ReceivedMail[];
  /** Refuses the next `times` messages with `code` and `text`, after reading them. */
  refuseNext(code: number, text: string, times?: number): void;
  /** Resolves once `count` messages have arrived in all (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refusal: { code: number; text: string; times: number } | undefined;

  const server = new SMTPServer({
    // Plain SMTP on loopback, as a local relay takes it: no TLS upgrade, no sign-in.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusal && refusal.times > 0) {
          refusal.times -= 1;
          const error: SMTPServerError = Object.assign(new Error(refusal.text), { responseCode: refusal.code });
          callback(error);
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            received.push({ recipients: session.envelope.rcptTo.map((recipient) => recipient.address), mail });
            for (const wake of waiters) wake();
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(code, text, times = 1) {
      refusal = { code, text, times };
    },
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timeout);
          waiters.delete(check);
          resolve(received);
        };
        const timeout = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${received.length} of ${count} messages arrived`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link to `path` in a text (a message's plain-text part). */
export function linkIn(text: string | undefined, path: string): URL {
  const match = new RegExp(`https?://[^\\s\\]>"]*${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s\\]>"]*`).exec(text ?? '');
  if (!match) throw new Error(`No link to ${path} in:\n${text ?? ''}`);
  return new URL(match[0]);
}
