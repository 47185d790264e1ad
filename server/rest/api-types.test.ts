import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, renderApiTypes } from '../../scripts/api-types';

describe('the generated REST API types', () => {
  it('match the REST table (run `npm run api:types` after changing a path or a contract)', async () => {
    const committed = await readFile(API_TYPES_FILE, 'utf8').catch(() => '');
    expect(committed, 'src/api/rest-api.gen.ts is stale: run `npm run api:types`').toBe(await renderApiTypes());
  });
});
