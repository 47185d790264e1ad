// The client build's Vite manifest (dist/client/.vite/manifest.json), read by the prerender (which links
// each page's own chunks in its head) and the bundle-size report (which weighs them).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
  assets?: string[];
}

export type ClientManifest = Record<string, ManifestChunk>;

export function readClientManifest(clientDir: string): ClientManifest {
  return JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as ClientManifest;
}

/**
 * The files a chunk needs before it runs: itself, its static imports (transitively), their CSS and assets.
 * In Vite's preload order: a chunk's imports before its own CSS, so a page's styles come after the shared
 * ones they override.
 */
export function closure(manifest: ClientManifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const asset of chunk.assets ?? []) seen.add(asset);
  return seen;
}

/**
 * The manifest keys of a route file's code-split parts (the router plugin splits each route's component,
 * loader and error/not-found components into `src/routes/x.tsx?tsr-split=...` chunks).
 */
export function routeChunkKeys(manifest: ClientManifest, routeFile: string): string[] {
  return Object.keys(manifest).filter((key) => key.startsWith(`${routeFile}?tsr-split=`));
}

/**
 * The file of a file-based route by its id: `/` → src/routes/index.tsx, `/teachings/` → src/routes/teachings/index.tsx,
 * `/account_/confirm-email` → src/routes/account_.confirm-email.tsx (a flat name) when there is no nested file.
 */
export function routeFileOf(routeId: string, root = process.cwd()): string {
  const route = routeId.endsWith('/') ? `${routeId}index` : routeId;
  const nested = `src/routes${route}.tsx`;
  if (existsSync(path.join(root, nested))) return nested;
  // Or named flat, as the router also reads: /account_/confirm-email in src/routes/account_.confirm-email.tsx.
  return `src/routes/${route.slice(1).replaceAll('/', '.')}.tsx`;
}
