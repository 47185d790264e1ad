import { expect } from 'vitest';
import type { SessionUser } from '../contracts/accounts';
import type { TestApp } from './app';

let lastAddress = 0;

/** A fresh client address per call, so rate limits only bite where a test means them to. */
export function nextClientAddress(): string {
  lastAddress += 1;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}

/** POSTs JSON to the app, as an API client would. */
export function postJson(t: TestApp, url: string, payload: unknown, remoteAddress = nextClientAddress()) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
}

/** A request to the app's REST paths as a member (their cookie) or a visitor, from a fresh address; JSON read when JSON came back. */
export async function call(t: TestApp, method: 'GET' | 'POST', url: string, cookie?: string, payload?: object, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method, url, headers: { ...headers, ...(cookie ? { cookie } : {}) }, remoteAddress: nextClientAddress(), ...(payload ? { payload } : {}) });
  const json = res.headers['content-type']?.toString().startsWith('application/json') ? res.json() : undefined;
  return { status: res.statusCode, body: json, raw: res.rawPayload, text: res.body, headers: res.headers };
}

export interface Member {
  cookie: string;
  user: SessionUser;
}

/** Registers new members through the API (`<prefix>1`, `<prefix>2`, ...), each signed in with their session cookie. */
export function membersOf(t: () => TestApp, prefix: string) {
  let count = 0;
  return async function signUp(): Promise<Member> {
    count += 1;
    const res = await t().app.inject({ method: 'POST', url: '/api/register', payload: { username: `${prefix}${count}`, password: 'correct horse battery' }, remoteAddress: nextClientAddress() });
    expect(res.statusCode).toBe(201);
    const cookie = String([res.headers['set-cookie']].flat().find((c) => String(c).startsWith('lwm_session='))).split(';')[0] ?? '';
    const me = await t().app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    return { cookie, user: me.json() as SessionUser };
  };
}

/**
 * A tRPC call over HTTP as the browser makes it (superjson's envelope, GET for a query, POST for a mutation),
 * as a member (their cookie) or a visitor: the status, the answer's data, or the error's message.
 */
export async function trpcCall(t: TestApp, cookie: string | undefined, path: string, input: unknown, type: 'query' | 'mutation' = 'query') {
  const encoded = JSON.stringify({ json: input });
  const res = await t.app.inject({
    method: type === 'query' ? 'GET' : 'POST',
    url: `/trpc/${path}${type === 'query' ? `?input=${encodeURIComponent(encoded)}` : ''}`,
    headers: { ...(cookie ? { cookie } : {}), ...(type === 'mutation' ? { 'content-type': 'application/json' } : {}) },
    ...(type === 'mutation' ? { payload: encoded } : {}),
    remoteAddress: nextClientAddress(),
  });
  const body = res.json() as { result?: { data: { json: Record<string, unknown> } }; error?: { json: { message: string } } };
  return { status: res.statusCode, data: body.result?.data.json, message: body.error?.json.message };
}
