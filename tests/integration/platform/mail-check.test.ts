import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDeliveries } from '../../../src/platform/deliveries/find-deliveries.ts';
import { requestMailCheck } from '../../../src/platform/mail/request-mail-check.handler.ts';
import { ORIGINAL_RECIPIENT_HEADER } from '../../../src/platform/mail/mailer.ts';
import { startHarness, type Harness } from '../../setup/test-harness.ts';
import { waitFor } from '../../setup/wait-for.ts';

describe('mail check: command → outbox → relay → BullMQ → job → SMTP', () => {
  let t: Harness;

  beforeAll(async () => {
    t = await startHarness({ app: false, smtp: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('delivers the test e-mail once, with its Message-ID and delivery row', async () => {
    await t.startWorker();
    const eventId = await requestMailCheck(t.orm.em, 'ops@example.com');

    const message = await t.mailbox.waitForMessage('ops@example.com');
    expect(message.subject).toBe('TalentLeaders mail check');
    expect(message.text).toContain('e-mail delivery works');
    expect(message.messageId).toContain(eventId);
    expect(message.headers.get('x-template')).toBe('mail-check');

    const deliveries = await waitFor(async () => {
      const rows = await findDeliveries(t.orm.em.fork(), eventId);
      return rows[0]?.status === 'sent' ? rows : undefined;
    });
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]?.detail).toMatchObject({ testMode: false, actualRecipient: 'ops@example.com', transport: 'smtp' });
  });

  it('in test mode sends to MAIL_REDIRECT_TO, keeps the original recipient and says so', async () => {
    await t.startWorker({ MAIL_REDIRECT_TO: 'qa@example.com' });
    const eventId = await requestMailCheck(t.orm.em, 'someone@client.example');

    const message = await t.mailbox.waitForMessage('qa@example.com');
    expect(message.headers.get(ORIGINAL_RECIPIENT_HEADER.toLowerCase())).toBe('someone@client.example');
    const rows = await waitFor(async () => {
      const found = await findDeliveries(t.orm.em.fork(), eventId);
      return found[0]?.status === 'sent' ? found : undefined;
    });
    expect(rows[0]?.detail).toMatchObject({
      testMode: true,
      originalRecipient: 'someone@client.example',
      actualRecipient: 'qa@example.com',
    });
  });
});
