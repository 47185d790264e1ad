import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE } from '../contracts/common';
import { createTestApp, type TestApp } from '../test/app';
import { postJson } from '../test/http';

// Postgres refuses NUL in text; before the shared text type these answered 500 on every form.
describe('control characters in what people type', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const person = { firstName: 'Ruth', lastName: 'Moabite', email: 'ruth@example.org', consent: true };
  const cases: [string, Record<string, unknown>][] = [
    ['/api/newsletter/subscribe', { ...person, firstName: 'Ru\u0000th' }],
    ['/api/subscribers', { ...person, lastName: 'Moab\u0007ite' }],
    ['/api/login', { username: 'ruth\u0000', password: 'a-good-password' }],
    ['/api/register', { username: 'ruth\u0000', password: 'a-good-password' }],
    ['/api/create-payment-intent', { amount: 25, description: 'For the\u0000 food bank' }],
    ['/api/create-payment-intent', { plan: 'monthly', name: 'Ru\u0000th', email: 'ruth@example.org' }],
    ['/api/prayer/submit', { name: 'Hannah', email: 'hannah@example.org', request: 'Please pray\u0000 for my son Samuel.' }],
    ['/api/contact/submit', { name: 'Priscilla', email: 'p@example.org', subject: 'Other', message: 'Hello\u001b[31m from Corinth, friends' }],
  ];

  it.each(cases)('%s refuses them with 400 and a clear message', async (url, body) => {
    const res = await postJson(t, url, body);
    expect(res.statusCode).toBe(400);
    const expected = url === '/api/register' ? 'Username may use only letters, digits, ".", "_" and "-"' : CONTROL_CHARACTERS_MESSAGE;
    expect(res.json()).toEqual({ error: 'BAD_REQUEST', message: expected });
  });

  it('keeps tab and newlines in a multi-line field', async () => {
    const res = await postJson(t, '/api/prayer/submit', {
      name: 'Hannah',
      email: 'hannah@example.org',
      request: 'Please pray for my son.\n\n\tThank you, church family.',
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a forged payment reference with 400, not 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/trpc/payments.status?input=' + encodeURIComponent(JSON.stringify({ json: { paymentIntentId: 'pi_\u0000' } })) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.json.message).toBe('This payment reference is not valid.');
  });
});
