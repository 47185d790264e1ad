// The outbox's transport through an SMTP server (SMTP_URL), with nodemailer. A small pool of connections is
// kept open while messages flow; every wait has a limit, so a message in hand is done with long before the
// outbox would think its worker had died (outbox-worker.ts).
import { createTransport } from 'nodemailer';
import { TransportFailure, type MailToSend, type MailTransport } from '../../services/email/mail-transport';

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 3,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    // The host and port only: the URL may carry a password.
    description: `SMTP (${url.hostname}${url.port ? `:${url.port}` : ''})`,
    async send({ from, to, subject, html, text, headers }: MailToSend) {
      try {
        await transporter.sendMail({ from, to, subject, html, text, headers });
      } catch (error) {
        const { responseCode, response, message } = error as { responseCode?: unknown; response?: unknown; message?: unknown };
        const words = typeof response === 'string' && response ? response : typeof message === 'string' ? message : String(error);
        throw new TransportFailure(words, typeof responseCode === 'number' ? responseCode : undefined);
      }
    },
    close() {
      transporter.close();
    },
  };
}
