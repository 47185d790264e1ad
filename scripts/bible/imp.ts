// SWORD modules in IMP form, as `mod2imp` (Debian's libsword-utils) prints them: a `$$$key` line, then the
// entry's text on the lines that follow, up to the next key.
import { execFileSync } from 'node:child_process';

export interface ImpEntry {
  key: string;
  text: string;
}

export function parseImp(output: string): ImpEntry[] {
  const entries: ImpEntry[] = [];
  let current: { key: string; lines: string[] } | undefined;
  const flush = () => {
    if (current) entries.push({ key: current.key, text: current.lines.join('\n') });
  };
  for (const line of output.split('\n')) {
    if (line.startsWith('$$$')) {
      flush();
      current = { key: line.slice(3), lines: [] };
    } else if (current) {
      current.lines.push(line);
    }
  }
  flush();
  return entries;
}

/**
 * Runs `mod2imp MODULE` and parses its output. Throws with an install hint when the tool is missing.
 * `swordPath` points SWORD at another module folder (SWORD_PATH), for a module whose .conf must be corrected.
 */
export function readSwordModule(moduleName: string, { swordPath, install = 'sword-text-web sword-dict-naves' }: { swordPath?: string; install?: string } = {}): ImpEntry[] {
  let output: string;
  try {
    output = execFileSync('mod2imp', [moduleName], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      ...(swordPath ? { env: { ...process.env, SWORD_PATH: swordPath } } : {}),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `mod2imp ${moduleName} failed (${reason}).\n` +
        `Install the sources with: apt-get update && apt-get install -y ${install} libsword-utils`,
      { cause: error },
    );
  }
  const entries = parseImp(output);
  if (entries.length === 0) throw new Error(`mod2imp ${moduleName} printed no entries: is the module installed?`);
  return entries;
}
