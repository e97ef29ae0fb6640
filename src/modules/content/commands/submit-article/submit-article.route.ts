import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { submitArticleSchema } from '../../contracts/content-form.contract.ts';
import { submitMessages } from '../../contracts/content-messages.contract.ts';
import { articleSubmittedSchema } from '../../contracts/content.contract.ts';
import { contentRateLimit } from '../../domain/content-rate-limits.ts';
import { submitArticle } from './submit-article.handler.ts';

/**
 * POST /api/content/submissions: public and rate-limited per IP. 201 'Article submitted
 * successfully!...' (a filled honeypot gets the same answer and is dropped). A signed-in author's
 * account is linked and its e-mail used unless another is typed.
 */
export const submitArticleRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/content/submissions',
    {
      config: { access: 'public', rateLimit: contentRateLimit(app.deps.config) },
      schema: {
        tags: ['content'],
        summary: 'Submit an article for review (status submitted); the super admins are e-mailed',
        body: submitArticleSchema,
        response: { 201: articleSubmittedSchema },
      },
    },
    async (request, reply) => {
      if (request.body.website) {
        request.log.info('article submission with a filled honeypot: dropped');
      } else {
        const user = request.currentUser;
        const { postId } = await submitArticle(request.em, request.body, user ? { id: user.id, email: user.email } : null);
        request.log.info({ postId }, 'article submitted');
      }
      return reply.status(201).send({ message: submitMessages.successToast });
    },
  );
};
