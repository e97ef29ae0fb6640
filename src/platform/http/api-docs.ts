import fastifySwagger, { type SwaggerTransformObject } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import packageJson from '../../../package.json' with { type: 'json' };

export const API_DOCS_PATH = '/api/docs';

const TAGS = [
  { name: 'operations', description: 'Health and readiness of the service' },
  { name: 'reference', description: 'Option lists shared by forms and filters' },
  { name: 'identity', description: 'Sign-up, sign-in, sessions and roles' },
  { name: 'directory', description: 'Search approved executives' },
  { name: 'profiles', description: 'Executive profiles and vetting' },
  { name: 'shortlists', description: "Clients' shortlists" },
  { name: 'invitations', description: 'Consultants invite executives' },
  { name: 'content', description: 'The content hub' },
  { name: 'community', description: 'Community membership and Slack' },
];

type OpenApiDocument = Extract<Parameters<SwaggerTransformObject>[0], { openapiObject: unknown }>['openapiObject'];

/** A module's tag appears once it has routes, so the page never shows empty sections. */
function withUsedTagsOnly(document: OpenApiDocument): OpenApiDocument {
  const used = new Set(
    Object.values(document.paths ?? {}).flatMap((item) =>
      Object.values(item ?? {}).flatMap((operation) => (operation as { tags?: string[] }).tags ?? []),
    ),
  );
  return { ...document, tags: (document.tags ?? []).filter((tag) => used.has(tag.name)) };
}

/**
 * OpenAPI 3.1 generated from the zod route schemas, with Swagger UI at /api/docs (JSON at
 * /api/docs/json). Must be registered before any route: @fastify/swagger collects routes as they
 * are added. Routes with `schema: { hide: true }` (metrics, dashboard, the web app) stay out.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'TalentLeaders API',
        description: 'The HTTP API of TalentLeaders. Errors are RFC 9457 problem+json documents.',
        version: packageJson.version,
      },
      // No servers: "Try it out" then calls the origin the page came from, which the CSP allows.
      tags: TAGS,
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => ('openapiObject' in document ? withUsedTagsOnly(document.openapiObject) : document.swaggerObject),
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
  });
}
