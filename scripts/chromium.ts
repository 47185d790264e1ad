// Debian's Chromium as the e2e suite and the Lighthouse script drive it on this machine (STACK.md):
// its path (CHROMIUM_PATH to use another) and the flags it needs here.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
