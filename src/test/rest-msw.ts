// Typed mocks of the documented /api paths for tests: `restApi.get('/api/prayer/requests', ...)` takes only
// paths of the REST table, and its resolver must answer the documented shape (src/api/rest-api.gen.ts,
// generated from the server's OpenAPI document by `npm run api:types`).
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@/api/rest-api.gen';

export const restApi = createOpenApiHttp<paths>({ baseUrl: '*' });
