// Builds the OpenAPI 3.1 document of the REST table from the same zod contracts (zod 4's toJSONSchema).
import { z } from 'zod';
import type { RestRoute } from './route';

type JsonSchema = Record<string, unknown>;

const errorBodySchema = z.object({
  error: z.string().describe('The error code, such as BAD_REQUEST or UNAUTHORIZED'),
  message: z.string().describe('A message fit to show to the user'),
});

const statusText: Record<number, string> = {
  400: 'Bad request: the first validation message',
  401: 'Not signed in',
  402: 'Payment required',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  413: 'Request too large',
  429: 'Too many requests',
};

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    // Dates travel as ISO strings in JSON.
    override: (ctx) => {
      if (ctx.zodSchema._zod.def.type === 'date') {
        ctx.jsonSchema.type = 'string';
        ctx.jsonSchema.format = 'date-time';
      }
    },
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

export const API_INFO = { title: 'Living Water Ministries API', version: '1.0.0' } as const;

export function buildOpenApiDocument(routes: RestRoute[], info: { title: string; version: string; serverUrl?: string } = API_INFO) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const entry of routes) {
    const pathParams = [...entry.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
    const documented = toSchema(entry.documentedInput ?? entry.input, 'input');
    const takesInput = Object.keys(documented.properties ?? {}).length > 0 || documented.anyOf !== undefined;
    const inputSchema = takesInput ? documented : undefined;
    const usesQuery = entry.method === 'GET' || entry.method === 'DELETE';
    const properties = (inputSchema?.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((inputSchema?.required ?? []) as string[]);

    const parameters = [
      ...pathParams.map((name) => ({ name, in: 'path', required: true, schema: properties[name] ?? { type: 'string' } })),
      ...(usesQuery
        ? Object.entries(properties)
            .filter(([name]) => !pathParams.includes(name))
            .map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }))
        : []),
    ];

    let requestBody: unknown;
    if (inputSchema && !usesQuery) {
      const bodySchema: JsonSchema = { ...inputSchema };
      if (pathParams.length > 0) {
        bodySchema.properties = Object.fromEntries(Object.entries(properties).filter(([name]) => !pathParams.includes(name)));
        bodySchema.required = [...required].filter((name) => !pathParams.includes(name));
      }
      requestBody = { required: true, content: { 'application/json': { schema: bodySchema } } };
    }

    const contentType = entry.contentType ?? 'application/json';
    const responses: Record<string, unknown> = {
      [String(entry.status ?? 200)]: {
        description: 'Success',
        content: { [contentType]: { schema: contentType === 'application/json' ? toSchema(entry.output, 'output') : { type: 'string' } } },
      },
    };
    for (const status of [400, ...(entry.errors ?? [])]) {
      if (status === 400 && !inputSchema) continue;
      responses[String(status)] = {
        description: statusText[status] ?? 'Error',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    }

    const pathItem = (paths[entry.path] ??= {});
    pathItem[entry.method.toLowerCase()] = {
      summary: entry.summary,
      tags: [entry.tag],
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
    };
  }

  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    paths,
    components: { schemas: { Error: toSchema(errorBodySchema, 'output') } },
  };
}
