import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import { createLogger } from '../../../src/platform/logger.ts';
import type { Orm } from '../../../src/platform/db/orm.ts';
import { openDatabase } from '../../../src/database.ts';
import { findDeliveries } from '../../../src/platform/deliveries/find-deliveries.ts';
import { requestMailCheck } from '../../../src/platform/mail/request-mail-check.handler.ts';
import { ORIGINAL_RECIPIENT_HEADER } from '../../../src/platform/mail/mailer.ts';
import { startWorker, type RunningWorker } from '../../../workers/start-worker.ts';
import { createTestEnvironment, type TestEnvironment } from '../../setup/test-app.ts';
import { startSmtpPeer, type SmtpPeer } from '../../setup/smtp-peer.ts';
import { waitFor } from '../../setup/wait-for.ts';

describe('mail check: command → outbox → relay → BullMQ → job → SMTP', () => {
  let env: TestEnvironment;
  let peer: SmtpPeer;
  let orm: Orm;
  let worker: RunningWorker | undefined;

  beforeAll(async () => {
    env = await createTestEnvironment();
    peer = await startSmtpPeer();
    orm = await openDatabase(env.config);
  });
  afterAll(async () => {
    await worker?.stop();
    await orm.close();
    await peer.close();
    await env.close();
  });

  it('delivers the test e-mail once, with its Message-ID and delivery row', async () => {
    const config = loadConfig(env.environment({ SMTP_URL: peer.url, OUTBOX_POLL_MS: '20' }));
    worker = await startWorker(config, createLogger(config, 'worker-test'));
    const eventId = await requestMailCheck(orm.em, 'ops@example.com');

    const [message] = await peer.waitForMessages(1);
    expect(message?.to).toBe('ops@example.com');
    expect(message?.subject).toBe('TalentLeaders mail check');
    expect(message?.text).toContain('e-mail delivery works');
    expect(message?.messageId).toContain(eventId);
    expect(message?.headers.get('x-template')).toBe('mail-check');

    const deliveries = await waitFor(async () => {
      const rows = await findDeliveries(orm.em.fork(), eventId);
      return rows[0]?.status === 'sent' ? rows : undefined;
    });
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]?.detail).toMatchObject({ testMode: false, actualRecipient: 'ops@example.com', transport: 'smtp' });
  });

  it('in test mode sends to MAIL_REDIRECT_TO, keeps the original recipient and says so', async () => {
    await worker?.stop();
    const config = loadConfig(
      env.environment({ SMTP_URL: peer.url, OUTBOX_POLL_MS: '20', MAIL_REDIRECT_TO: 'qa@example.com' }),
    );
    worker = await startWorker(config, createLogger(config, 'worker-test'));
    const before = peer.messages.length;
    const eventId = await requestMailCheck(orm.em, 'someone@client.example');

    const messages = await peer.waitForMessages(before + 1);
    const message = messages[before];
    expect(message?.to).toBe('qa@example.com');
    expect(message?.headers.get(ORIGINAL_RECIPIENT_HEADER.toLowerCase())).toBe('someone@client.example');
    const rows = await waitFor(async () => {
      const found = await findDeliveries(orm.em.fork(), eventId);
      return found[0]?.status === 'sent' ? found : undefined;
    });
    expect(rows[0]?.detail).toMatchObject({
      testMode: true,
      originalRecipient: 'someone@client.example',
      actualRecipient: 'qa@example.com',
    });
  });
});
