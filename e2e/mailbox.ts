// The e2e server's mail: a real SMTP server (smtp-server) in the suite's global setup, which the app sends to
// (SMTP_URL), writing each message it receives as a JSON file (recipients, subject, text) into a folder the
// specs read: they run in workers of their own, so the folder is what they share with the setup.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

export async function startMailbox(): Promise<{ url: string; dir: string; close(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'e2e-mail-'));
  let count = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        async (mail) => {
          const received: Mail = { to: session.envelope.rcptTo.map((recipient) => recipient.address), subject: mail.subject ?? '', text: mail.text ?? '' };
          count += 1;
          await writeFile(path.join(dir, `${Date.now()}-${count}.json`), JSON.stringify(received));
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    dir,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Waits for a message to `address` whose subject matches, and answers it (the newest such). */
export async function mailTo(dir: string, address: string, subject: RegExp, timeoutMs = 20_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = (await readdir(dir)).sort().reverse();
    for (const name of names) {
      const mail = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as Mail;
      if (mail.to.includes(address) && subject.test(mail.subject)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no message to ${address} with a subject like ${String(subject)} within ${timeoutMs} ms`);
}

/** The path and query of the first link in `text` to `pathname` (the app's PUBLIC_URL may name another host). */
export function linkIn(text: string, pathname: string): string {
  const link = text.match(/https?:\/\/[^\s\])>"]+/g)?.map((found) => new URL(found)).find((url) => url.pathname === pathname);
  if (!link) throw new Error(`no link to ${pathname} in: ${text}`);
  return link.pathname + link.search;
}
