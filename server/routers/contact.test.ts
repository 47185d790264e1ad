import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, resourceRequests } from '../../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { postJson } from '../test/http';

const message = {
  name: 'Priscilla',
  email: 'priscilla@example.org',
  subject: 'Event Information',
  message: 'Could our house church visit the Sunday evening service?',
};

describe('POST /api/contact/submit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores the message, with the phone optional', async () => {
    expect((await postJson(t, '/api/contact/submit', message)).statusCode).toBe(201);
    const res = await postJson(t, '/api/contact/submit', { ...message, phone: '+1 (615) 555-0142' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: "We've received your message and will get back to you soon." });
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows.map((row) => row.phone)).toEqual([null, '+1 (615) 555-0142']);
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ email: 'priscilla' }, 'Valid email is required'],
    [{ subject: 'Complaint' }, 'Subject is required'],
    [{ subject: '' }, 'Subject is required'],
    [{ message: 'Hi there' }, 'Message must be at least 10 characters'],
    [{ phone: 'call me maybe' }, 'Please enter a valid phone number'],
  ])('refuses %o with 400 and the message', async (change, expected) => {
    const res = await postJson(t, '/api/contact/submit', { ...message, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(expected);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact/submit', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'name=x' });
    expect(res.statusCode).toBe(415);
  });
});

describe('the custom-resource request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const request = {
    name: 'Apollos',
    email: 'apollos@example.org',
    ministry: 'Ephesus Fellowship',
    resourceType: 'Bible Study Guide',
    description: 'A six-week study on the Acts of the Apostles for new believers.',
  };

  it('is stored', async () => {
    await expect(t.caller().contact.requestResource(request)).resolves.toMatchObject({ success: true });
    expect(await t.database.db.select().from(resourceRequests)).toEqual([expect.objectContaining({ ministry: 'Ephesus Fellowship' })]);
  });

  it.each([
    [{ name: 'A' }, 'Name must be at least 2 characters'],
    [{ email: 'apollos' }, 'Please enter a valid email address'],
    [{ ministry: 'E' }, 'Ministry name must be at least 2 characters'],
    [{ resourceType: '' }, 'Please select a resource type'],
    [{ description: 'Acts' }, 'Description must be at least 10 characters'],
  ])('refuses %o with the message', async (change, expected) => {
    await expect(t.caller().contact.requestResource({ ...request, ...change })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expected,
    });
  });
});
