import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

export type ReceivedMessage = {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Map<string, unknown>;
  /** The raw header lines (key lower-cased), for headers mailparser restructures (List-Unsubscribe...). */
  headerLines: readonly { key: string; line: string }[];
  receivedAt: Date;
};

export type SmtpPeer = {
  url: string;
  port: number;
  /** Messages the peer accepted (answered 250 to DATA), in order. */
  messages: ReceivedMessage[];
  /** Answer `code` (a 4xx by default) to the next `count` messages instead of accepting them, with `message` if given. */
  rejectNext: (count: number, code?: number, message?: string) => void;
  /** Answer every message with `code` until called with undefined. */
  rejectAll: (code: number | undefined) => void;
  /**
   * Answer the next `times` messages to `address` with `code` and `message` (a recipient the server
   * refuses), whatever other mail is in flight: unlike rejectNext, another job's e-mail cannot take
   * the refusal.
   */
  rejectRecipient: (address: string, code: number, message?: string, times?: number) => void;
  /** Hold the DATA answer of the next `count` messages until release() (or the client hangs up). */
  stallNext: (count: number) => void;
  release: () => void;
  /** Resolves once `count` messages are held (stalled) on open connections. */
  waitForStalled: (count: number, timeoutMs?: number) => Promise<void>;
  waitForMessages: (count: number, timeoutMs?: number) => Promise<ReceivedMessage[]>;
  /** Data commands answered with an error so far. */
  rejected: number;
  close: () => Promise<void>;
};

type Held = { session: SMTPServerSession; accept: () => void };

/**
 * A real SMTP server (smtp-server) that parses what it receives with mailparser. A message counts
 * as delivered only once the peer answered 250, like a real MTA: a client that disconnects while
 * the answer is held has delivered nothing.
 */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const messages: ReceivedMessage[] = [];
  const closedSessions = new Set<string>();
  let rejectCount = 0;
  let rejectCode = 451;
  let rejectMessage: string | undefined;
  let rejectAlways: number | undefined;
  const refusedRecipients = new Map<string, { code: number; message: string | undefined; times: number }>();
  let stallCount = 0;
  let held: Held[] = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A pooled client may still hold a connection when a test closes the peer.
    closeTimeout: 500,
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const refused = session.envelope.rcptTo.map((rcpt) => refusedRecipients.get(rcpt.address.toLowerCase())).find((entry) => entry && entry.times > 0);
        if (refused) {
          refused.times--;
          peer.rejected++;
          return callback(Object.assign(new Error(refused.message ?? 'Mailbox unavailable'), { responseCode: refused.code }));
        }
        const code = rejectAlways ?? (rejectCount > 0 ? rejectCode : undefined);
        if (code !== undefined) {
          if (rejectAlways === undefined) rejectCount--;
          peer.rejected++;
          const text = rejectMessage ?? (code >= 500 ? 'Mailbox unavailable' : 'Try again later');
          const error = Object.assign(new Error(text), { responseCode: code });
          return callback(error);
        }
        const accept = () => {
          if (closedSessions.has(session.id)) return;
          void simpleParser(Buffer.concat(chunks)).then((parsed) => {
            messages.push({
              messageId: parsed.messageId ?? '',
              to: Array.isArray(parsed.to) ? (parsed.to[0]?.text ?? '') : (parsed.to?.text ?? ''),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              headers: parsed.headers,
              headerLines: parsed.headerLines,
              receivedAt: new Date(),
            });
            callback(null, 'Queued');
          }, callback);
        };
        if (stallCount > 0) {
          stallCount--;
          held.push({ session, accept });
          return;
        }
        accept();
      });
    },
    onClose(session) {
      closedSessions.add(session.id);
      held = held.filter((item) => item.session.id !== session.id);
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const until = async (check: () => boolean, what: string, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`SMTP peer: timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  const peer: SmtpPeer = {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    rejected: 0,
    rejectNext: (count, code = 451, message) => {
      rejectCount = count;
      rejectCode = code;
      rejectMessage = message;
    },
    rejectAll: (code) => {
      rejectAlways = code;
    },
    rejectRecipient: (address, code, message, times = 1) => {
      refusedRecipients.set(address.toLowerCase(), { code, message, times });
    },
    stallNext: (count) => {
      stallCount = count;
    },
    release: () => {
      const list = held;
      held = [];
      for (const item of list) item.accept();
    },
    waitForStalled: (count, timeoutMs = 20_000) => until(() => held.length >= count, `${count} stalled messages`, timeoutMs),
    waitForMessages: async (count, timeoutMs = 20_000) => {
      await until(() => messages.length >= count, `${count} messages (have ${messages.length})`, timeoutMs);
      return messages;
    },
    close: () =>
      new Promise<void>((resolve) => {
        held = [];
        server.close(() => resolve());
      }),
  };
  return peer;
}
