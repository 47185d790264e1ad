// Whether someone has signed in on this browser, remembered in localStorage. A visitor's page never asks the
// server who is signed in, and so never loads the data libraries for it (decision 016); a page shown after a
// sign-in here does. It holds no name and grants nothing: the session itself is the sealed httpOnly cookie,
// and a hint left by an expired session costs one question to the server, whose answer clears it.
const KEY = 'lw-signed-in';

const listeners = new Set<() => void>();

export function readSessionHint(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    // Storage refused (a privacy mode): nothing is remembered, and the page asks once data has loaded.
    return false;
  }
}

export function writeSessionHint(signedIn: boolean): void {
  if (signedIn === readSessionHint()) return;
  try {
    if (signedIn) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

export function subscribeSessionHint(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
