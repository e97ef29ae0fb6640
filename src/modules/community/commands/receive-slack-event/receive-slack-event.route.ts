import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../../platform/errors.ts';
import { verifySlackSignature } from '../../../../platform/slack/slack-signature.ts';
import { receiveSlackEvent } from './receive-slack-event.handler.ts';

/**
 * POST /api/slack/events: Slack's Events API. Public, but every request must carry Slack's v0
 * signature over the raw body, made within the last 5 minutes (else 401); it carries no CSRF header
 * (`signedRequest`), its signature is the proof. The JSON parser of this plugin keeps the raw body,
 * since the signature covers the exact bytes.
 */
export const receiveSlackEventRoute: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1_048_576 }, (_request, body, done) => done(null, body));

  app.post(
    '/slack/events',
    {
      config: { access: 'public', signedRequest: true },
      schema: { tags: ['community'], summary: "Slack's Events API (url_verification, team_join), signed by Slack", hide: false },
    },
    async (request, reply) => {
      const signingSecret = app.deps.config.slack.signingSecret;
      if (!signingSecret) throw new AppError('slack_not_configured', 'Slack events are not configured (SLACK_SIGNING_SECRET).', 503);
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const header = (name: string) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const check = verifySlackSignature({
        signingSecret,
        timestamp: header('x-slack-request-timestamp'),
        signature: header('x-slack-signature'),
        rawBody,
      });
      if (!check.ok) {
        request.log.warn({ reason: check.reason }, 'slack event refused');
        throw new AppError(
          'slack_signature_invalid',
          check.reason === 'stale' ? 'The Slack request is older than 5 minutes.' : 'The Slack request signature is invalid.',
          401,
        );
      }
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw new AppError('invalid_body', 'The Slack request body is not JSON.', 400);
      }
      const answer = await receiveSlackEvent(request.em, body, request.log);
      if (!answer) throw new AppError('invalid_body', 'The Slack request is not an Events API envelope.', 400);
      return reply.status(200).send(answer);
    },
  );
};
