// The port the outbox worker sends through: an SMTP server (adapters/mail/smtp.ts, when SMTP_URL is set), or
// none, and then messages are kept in the outbox for staff to read on the desk. createAppDeps chooses.

export interface MailToSend {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

export interface MailTransport {
  /** Where messages go, for the log: never an address or a password. */
  readonly description: string;
  /** Resolves once the server has accepted the message; rejects with the server's answer (a TransportFailure). */
  send(message: MailToSend): Promise<void>;
  close(): void;
}

/** Why a message was not accepted: the SMTP server's reply code (4xx try again later, 5xx do not) and its words. */
export class TransportFailure extends Error {
  override name = 'TransportFailure';
  constructor(
    message: string,
    /** The SMTP reply code, or undefined when no reply came (the connection failed or timed out). */
    readonly responseCode: number | undefined,
  ) {
    super(message);
  }

  /** A 5xx reply: the server refused for good, so trying again would only be refused again. */
  get permanent(): boolean {
    return this.responseCode !== undefined && this.responseCode >= 500;
  }
}
