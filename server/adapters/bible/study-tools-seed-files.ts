// The study tools as committed under db/seed (db/seed/study-tools-data.ts reads them), offered to the store's
// seeding (services/bible/study-tools-seed.ts). The version is a hash of the files.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { readCommentary, readKjvStrongs, readStrongsDictionary, STUDY_TOOLS_FILES } from '../../../db/seed/study-tools-data';
import type { StudyToolsSeedSource } from '../../services/bible/study-tools-seed';

const seedDir = new URL('../../../db/seed/', import.meta.url);

export const studyToolsSeedFiles: StudyToolsSeedSource = {
  async version() {
    const hash = createHash('sha256');
    for (const file of STUDY_TOOLS_FILES) hash.update(await readFile(fileURLToPath(new URL(file, seedDir))));
    return hash.digest('hex').slice(0, 16);
  },
  kjvStrongs: readKjvStrongs,
  dictionary: readStrongsDictionary,
  commentary: readCommentary,
};
