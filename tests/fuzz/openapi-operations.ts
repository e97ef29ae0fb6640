import type { JsonSchema } from './schema-values.ts';

export type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required: boolean; schema: JsonSchema };

/** One operation of the OpenAPI document, in the terms the fuzzer needs. */
export type Operation = {
  method: string;
  /** The OpenAPI path template: /api/shortlists/{id}/executives. */
  path: string;
  /** `${method} ${path}`, how failures and the summary name it. */
  key: string;
  pathParameters: Parameter[];
  queryParameters: Parameter[];
  /** The JSON body, when the operation declares one. */
  body?: { required: boolean; schema: JsonSchema };
};

type OpenApiDocument = {
  paths?: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> } }>>;
};

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head']);

/** Every operation of the document, in its order. New routes appear here without touching the fuzzer. */
export function operationsOf(document: unknown): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries((document as OpenApiDocument).paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      const json = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        pathParameters: parameters.filter((parameter) => parameter.in === 'path'),
        queryParameters: parameters.filter((parameter) => parameter.in === 'query'),
        ...(json ? { body: { required: operation.requestBody?.required === true, schema: json } } : {}),
      });
    }
  }
  return operations;
}

/** The Fastify route URL of an OpenAPI path: {id} becomes :id (how app.apiRoutes names routes). */
export function routeUrlOf(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

/** Fills the path template; values are inserted as given (already encoded, or garbage on purpose). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '');
}
