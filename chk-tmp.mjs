import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const c = await b.newContext();
const p = await c.newPage();
p.on('console', m => console.log('console', m.type(), m.text().slice(0, 300)));
p.on('pageerror', e => console.log('pageerror', e.message.slice(0, 300)));
for (const u of ['/', '/about', '/events', '/resources', '/teachings/healing-through-faith']) {
await p.goto('http://127.0.0.1:3999' + u, { waitUntil: 'networkidle' });
await p.waitForTimeout(1000);
console.log(u, await p.evaluate(() => [document.documentElement.getAttribute('data-app-ready'), document.documentElement.getAttribute('data-mantine-color-scheme'), document.querySelectorAll('title').length]));
}
await b.close();
