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
