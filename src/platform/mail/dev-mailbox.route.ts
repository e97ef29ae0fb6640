import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { simpleParser } from 'mailparser';
import { z } from 'zod';
import { NotFoundError } from '../errors.ts';
import { escapeHtml, html, linksIn, type SafeHtml } from './email-template.ts';
import { mailCaptureDir, ORIGINAL_RECIPIENT_HEADER } from './mailer.ts';

const LIST_LIMIT = 200;
const messageIdParam = z.object({ id: z.string().regex(/^[0-9]+-[0-9a-f]+$/, 'not a captured message id') });

const capturedMessage = z.object({
  id: z.string(),
  date: z.string(),
  to: z.string(),
  originalRecipient: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
});
type CapturedMessage = z.infer<typeof capturedMessage> & { html: string | undefined };

/**
 * Development only (registered by app.ts when NODE_ENV=development): the messages the mailer
 * captured under <DATA_DIR>/mail/ because no SMTP_URL is set. /dev/mail for people, /api/dev/mail
 * for scripts and end-to-end tests that need the link from a confirmation or invitation e-mail.
 * Plain HTML with no script, so it works under the app's CSP.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const dir = mailCaptureDir(app.deps.config);

  app.get('/dev/mail', { schema: { hide: true }, config: { access: 'public' } }, async (_request, reply) => {
    const messages = await listMessages(dir);
    const rows = messages.map(
      (m) => html`<tr><td>${m.date}</td><td>${m.to}</td><td><a href="/dev/mail/${m.id}">${m.subject || '(no subject)'}</a></td></tr>`,
    );
    const body = html`<h1>Captured e-mail</h1>
<p>Messages the app sent while no SMTP_URL is set, newest first (files in ${dir}).</p>
${messages.length === 0 ? html`<p>No messages yet.</p>` : html`<table><thead><tr><th>Date</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`}`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page('Captured e-mail', body));
  });

  app.get('/dev/mail/:id', { schema: { hide: true, params: messageIdParam }, config: { access: 'public' } }, async (request, reply) => {
    const message = await readMessage(dir, request.params.id);
    const body = html`<p><a href="/dev/mail">All messages</a></p>
<h1>${message.subject || '(no subject)'}</h1>
<dl><dt>Date</dt><dd>${message.date}</dd><dt>To</dt><dd>${message.to}</dd>
${message.originalRecipient ? html`<dt>Originally to (test mode)</dt><dd>${message.originalRecipient}</dd>` : ''}</dl>
${message.links.length > 0 ? html`<h2>Links</h2><ul>${message.links.map((link) => html`<li><a href="${link}">${link}</a></li>`)}</ul>` : ''}
${message.html ? html`<h2>HTML</h2><iframe sandbox="" title="HTML part" width="100%" height="600" srcdoc="${message.html}"></iframe>` : ''}
<h2>Text</h2><pre>${message.text}</pre>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(message.subject, body));
  });

  app.get(
    '/api/dev/mail',
    {
      config: { access: 'public' },
      schema: {
        tags: ['development'],
        summary: 'Captured e-mail (development only)',
        querystring: z.object({ to: z.string().optional() }),
        response: { 200: z.object({ messages: z.array(capturedMessage) }) },
      },
    },
    async (request) => {
      const to = request.query.to?.toLowerCase();
      const messages = (await listMessages(dir)).filter(
        (m) => !to || m.to.toLowerCase().includes(to) || m.originalRecipient?.toLowerCase().includes(to),
      );
      return { messages: messages.map(({ html: _html, ...rest }) => rest) };
    },
  );
};

async function listMessages(dir: string): Promise<CapturedMessage[]> {
  const files = await readdir(dir).catch(() => [] as string[]);
  const ids = files
    .filter((file) => file.endsWith('.eml'))
    .map((file) => file.slice(0, -'.eml'.length))
    .sort()
    .reverse()
    .slice(0, LIST_LIMIT);
  return Promise.all(ids.map((id) => readMessage(dir, id)));
}

async function readMessage(dir: string, id: string): Promise<CapturedMessage> {
  const raw = await readFile(path.join(dir, `${path.basename(id)}.eml`)).catch(() => {
    throw new NotFoundError(`No captured message '${id}'`);
  });
  const parsed = await simpleParser(raw);
  const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
  const original = parsed.headers.get(ORIGINAL_RECIPIENT_HEADER.toLowerCase());
  const text = parsed.text ?? '';
  return {
    id,
    date: (parsed.date ?? new Date(Number(id.split('-')[0]))).toISOString(),
    to,
    originalRecipient: typeof original === 'string' ? original : null,
    subject: parsed.subject ?? '',
    text,
    links: linksIn(text),
    html: typeof parsed.html === 'string' ? parsed.html : undefined,
  };
}

function page(title: string, body: SafeHtml): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)} · dev mailbox</title></head>
<body>
${body.value}
</body></html>`;
}
