import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config.ts';
import type { Logger } from '../logger.ts';
import { linksIn } from './email-template.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Deterministic, see messageIdFor. */
  messageId: string;
  headers?: Record<string, string>;
};

export type SendResult = {
  messageId: string;
  /** MAIL_REDIRECT_TO is set: the message went to `actualRecipient` instead of `originalRecipient`. */
  testMode: boolean;
  originalRecipient: string;
  actualRecipient: string;
  transport: 'smtp' | 'file';
  /** The captured .eml file, when there is no SMTP server (development, tests). */
  file?: string;
  /** The SMTP server's answer to DATA. */
  response?: string;
};

export type Mailer = {
  send: (message: MailMessage) => Promise<SendResult>;
  close: () => void;
};

/** The header that keeps the intended recipient of a message redirected in test mode. */
export const ORIGINAL_RECIPIENT_HEADER = 'X-Original-Recipient';

export function mailCaptureDir(config: Pick<AppConfig, 'dataDir'>): string {
  return path.resolve(config.dataDir, 'mail');
}

/**
 * Sends through SMTP_URL when set; otherwise writes each message as an .eml file under
 * `<DATA_DIR>/mail/` (listed at /dev/mail in development) and logs its links, so confirm, reset
 * and invitation flows work on a machine with no mail server.
 */
export function createMailer(config: Pick<AppConfig, 'mail' | 'dataDir'>, logger: Logger): Mailer {
  const { smtpUrl, from, redirectTo } = config.mail;
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections: 5,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 60_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(message) {
      const actualRecipient = redirectTo ?? message.to;
      const testMode = redirectTo !== undefined;
      const headers = { ...message.headers, ...(testMode ? { [ORIGINAL_RECIPIENT_HEADER]: message.to } : {}) };
      const info = await transport.sendMail({
        from,
        to: actualRecipient,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
        headers,
      });
      const result: SendResult = {
        messageId: message.messageId,
        testMode,
        originalRecipient: message.to,
        actualRecipient,
        transport: smtpUrl ? 'smtp' : 'file',
      };
      if (smtpUrl) {
        result.response = (info as { response?: string }).response;
        return result;
      }
      result.file = await capture((info as { message: Buffer }).message, message.messageId, config);
      logger.info(
        { to: actualRecipient, subject: message.subject, links: linksIn(message.text), file: result.file, testMode },
        'mail captured (no SMTP_URL)',
      );
      return result;
    },
    close: () => transport.close(),
  };
}

async function capture(raw: Buffer, messageId: string, config: Pick<AppConfig, 'dataDir'>): Promise<string> {
  const dir = mailCaptureDir(config);
  await mkdir(dir, { recursive: true });
  // Time first so a directory listing is chronological; the hash keeps concurrent names apart.
  const name = `${Date.now()}-${createHash('sha256').update(messageId).digest('hex').slice(0, 12)}.eml`;
  const file = path.join(dir, name);
  await writeFile(file, raw);
  return file;
}
