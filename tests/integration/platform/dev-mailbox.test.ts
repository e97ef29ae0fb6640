import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/platform/logger.ts';
import { createMailer } from '../../../src/platform/mail/mailer.ts';
import { messageIdFor } from '../../../src/platform/mail/message-id.ts';
import { html } from '../../../src/platform/mail/email-template.ts';
import { defineEmailTemplate } from '../../../workers/templates/layout.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';

const greeting = defineEmailTemplate<{ name: string; link: string }>({
  id: 'dev-mailbox-test',
  subject: (d) => `Hello ${d.name}`,
  text: (d) => `Hello ${d.name}, confirm here: ${d.link}`,
  html: (d) => html`<p>Hello ${d.name}</p><p><a href="${d.link}">Confirm</a></p>`,
});

describe('dev mailbox (development only)', () => {
  const dataDir = path.resolve('.data', 'test-mailbox', randomBytes(4).toString('hex'));
  let dev: TestApp;

  beforeAll(async () => {
    dev = await createTestApp({ NODE_ENV: 'development', DATA_DIR: dataDir, MAIL_REDIRECT_TO: 'qa@example.com' });
    const mailer = createMailer(dev.config, createLogger(dev.config, 'mail-test'));
    const rendered = greeting.render({ name: '<Ann & "Bo">', link: 'http://localhost:3000/confirm?token=abc' });
    const result = await mailer.send({
      to: 'ann@client.example',
      ...rendered,
      messageId: messageIdFor('00000000-0000-4000-8000-000000000001', 'ann@client.example', dev.config.mail.from),
    });
    expect(result).toMatchObject({ testMode: true, originalRecipient: 'ann@client.example', actualRecipient: 'qa@example.com', transport: 'file' });
    mailer.close();
  });
  afterAll(async () => {
    await dev.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('lists captured messages as JSON with their links', async () => {
    const res = await dev.app.inject({ method: 'GET', url: '/api/dev/mail?to=ann@client' });
    expect(res.statusCode).toBe(200);
    const [message] = res.json().messages;
    expect(message).toMatchObject({
      to: 'qa@example.com',
      originalRecipient: 'ann@client.example',
      subject: 'Hello <Ann & "Bo">',
      links: ['http://localhost:3000/confirm?token=abc'],
    });
    expect(message.text).toContain('confirm here');
  });

  it('shows the list and one message as plain HTML with no script, the HTML part sandboxed', async () => {
    const list = await dev.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain('Hello &lt;Ann &amp; &quot;Bo&quot;&gt;');
    expect(list.body).not.toContain('<script');
    const id = /href="\/dev\/mail\/([^"]+)"/.exec(list.body)?.[1];
    expect(id).toBeDefined();

    const page = await dev.app.inject({ method: 'GET', url: `/dev/mail/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<iframe sandbox=""');
    expect(page.body).toContain('Originally to (test mode)');
    expect(page.body).toContain('http://localhost:3000/confirm?token=abc');
    expect(page.body).not.toContain('<script');
    // The name was escaped once by the template and once more inside srcdoc.
    expect(page.body).toContain('&amp;lt;Ann &amp;amp;');
  });

  it('answers an unknown or malformed message id with 404 / 400', async () => {
    expect((await dev.app.inject({ method: 'GET', url: '/dev/mail/1-abc' })).statusCode).toBe(404);
    expect((await dev.app.inject({ method: 'GET', url: '/dev/mail/..%2F..%2Fetc' })).statusCode).toBe(400);
  });

  it.each([
    ['test', {}],
    [
      'production',
      {
        NODE_ENV: 'production',
        JWT_SECRET: randomBytes(24).toString('hex'),
        COOKIE_SECRET: randomBytes(24).toString('hex'),
        TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        SMTP_URL: 'smtp://127.0.0.1:2525',
        PUBLIC_URL: 'https://talentleaders.example',
      },
    ],
  ])('does not exist in %s', async (_name, extra) => {
    const other = await createTestApp({ DATA_DIR: dataDir, ...extra });
    try {
      for (const url of ['/dev/mail', '/api/dev/mail']) {
        expect((await other.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await other.close();
    }
  });
});
