// The 66 books: canonical order, OSIS ids, display names, the names the sources use, and abbreviations.
// Chapter and verse counts are not written here: the build takes them from the KJV text.
import type { Testament } from '../../db/seed/bible-data';

export interface BookDef {
  id: number;
  osis: string;
  name: string;
  testament: Testament;
  /** Key prefix in kjv/json/verses-1769.json ("Solomon's Song"). */
  kjvName: string;
  /** Book name in SWORD's IMP output (`mod2imp`): "I Samuel", "Revelation of John". */
  swordName: string;
  abbreviations: string[];
}

type Row = [osis: string, name: string, abbreviations: string[], kjvName?: string, swordName?: string];

const ROMAN = ['I', 'II', 'III'];
const ORDINAL = ['First', 'Second', 'Third'];

/**
 * Abbreviations of the n-th book of a numbered series: "1Cor", "1 Cor", "1Co", "1 Co", "I Corinthians",
 * "I Cor", "First Corinthians". `base` is the name without its number ("Corinthians").
 */
function numbered(n: number, base: string, short: string[]): string[] {
  const roman = ROMAN[n - 1] ?? String(n);
  const ordinal = ORDINAL[n - 1] ?? String(n);
  return [
    ...short.flatMap((abbr) => [`${n}${abbr}`, `${n} ${abbr}`]),
    `${roman} ${base}`,
    // "I Sa" would read as "Isa" (Isaiah) once spaces are ignored: only the longer forms take a numeral.
    ...short.filter((abbr) => abbr.length >= 3).map((abbr) => `${roman} ${abbr}`),
    `${ordinal} ${base}`,
  ];
}

function series(count: number, base: string, osisStem: string, short: string[]): Row[] {
  return Array.from({ length: count }, (_, i): Row => {
    const n = i + 1;
    const name = `${n} ${base}`;
    return [`${n}${osisStem}`, name, numbered(n, base, short), name, `${ROMAN[i] ?? n} ${base}`];
  });
}

const OLD: Row[] = [
  ['Gen', 'Genesis', ['Ge', 'Gn']],
  ['Exod', 'Exodus', ['Ex', 'Exo']],
  ['Lev', 'Leviticus', ['Le', 'Lv']],
  ['Num', 'Numbers', ['Nu', 'Nm', 'Nb']],
  ['Deut', 'Deuteronomy', ['Dt', 'De', 'Deu']],
  ['Josh', 'Joshua', ['Jos', 'Jsh']],
  ['Judg', 'Judges', ['Jdg', 'Jg', 'Jdgs']],
  ['Ruth', 'Ruth', ['Ru', 'Rth']],
  ...series(2, 'Samuel', 'Sam', ['Sam', 'Sa', 'Sm']),
  ...series(2, 'Kings', 'Kgs', ['Kgs', 'Ki', 'Kin']),
  ...series(2, 'Chronicles', 'Chr', ['Chr', 'Ch', 'Chron']),
  ['Ezra', 'Ezra', ['Ezr']],
  ['Neh', 'Nehemiah', ['Ne']],
  ['Esth', 'Esther', ['Est', 'Es']],
  ['Job', 'Job', ['Jb']],
  ['Ps', 'Psalms', ['Psalm', 'Psa', 'Pss', 'Psm']],
  ['Prov', 'Proverbs', ['Pr', 'Pro', 'Prv']],
  ['Eccl', 'Ecclesiastes', ['Ec', 'Ecc', 'Eccles', 'Qoheleth']],
  ['Song', 'Song of Solomon', ['Song of Songs', "Solomon's Song", 'SS', 'So', 'SOS', 'Canticles', 'Cant'], "Solomon's Song"],
  ['Isa', 'Isaiah', ['Is']],
  ['Jer', 'Jeremiah', ['Je', 'Jr']],
  ['Lam', 'Lamentations', ['La']],
  ['Ezek', 'Ezekiel', ['Eze', 'Ezk']],
  ['Dan', 'Daniel', ['Da', 'Dn']],
  ['Hos', 'Hosea', ['Ho']],
  ['Joel', 'Joel', ['Jl', 'Joe']],
  ['Amos', 'Amos', ['Am']],
  ['Obad', 'Obadiah', ['Ob', 'Oba']],
  ['Jonah', 'Jonah', ['Jon', 'Jnh']],
  ['Mic', 'Micah', ['Mi']],
  ['Nah', 'Nahum', ['Na']],
  ['Hab', 'Habakkuk', ['Hb']],
  ['Zeph', 'Zephaniah', ['Zep', 'Zp']],
  ['Hag', 'Haggai', ['Hg']],
  ['Zech', 'Zechariah', ['Zec', 'Zc']],
  ['Mal', 'Malachi', ['Ml']],
];

const NEW: Row[] = [
  ['Matt', 'Matthew', ['Mt', 'Mat']],
  ['Mark', 'Mark', ['Mk', 'Mr', 'Mrk']],
  ['Luke', 'Luke', ['Lk', 'Lu', 'Luk']],
  ['John', 'John', ['Jn', 'Jhn', 'Joh']],
  ['Acts', 'Acts', ['Ac', 'Act', 'Acts of the Apostles']],
  ['Rom', 'Romans', ['Ro', 'Rm']],
  ...series(2, 'Corinthians', 'Cor', ['Cor', 'Co']),
  ['Gal', 'Galatians', ['Ga']],
  ['Eph', 'Ephesians', ['Ephes']],
  ['Phil', 'Philippians', ['Php', 'Pp']],
  ['Col', 'Colossians', []],
  ...series(2, 'Thessalonians', 'Thess', ['Thess', 'Thes', 'Th']),
  ...series(2, 'Timothy', 'Tim', ['Tim', 'Ti', 'Tm']),
  ['Titus', 'Titus', ['Tit']],
  ['Phlm', 'Philemon', ['Phm', 'Philem', 'Pm']],
  ['Heb', 'Hebrews', []],
  ['Jas', 'James', ['Jm', 'Jam']],
  ...series(2, 'Peter', 'Pet', ['Pet', 'Pe', 'Pt']),
  ...series(3, 'John', 'John', ['John', 'Jn', 'Jhn', 'Jo', 'Joh']),
  ['Jude', 'Jude', ['Jd']],
  ['Rev', 'Revelation', ['Re', 'Rv', 'Revelation of John', 'Apocalypse'], 'Revelation', 'Revelation of John'],
];

function toDefs(rows: Row[], testament: Testament, firstId: number): BookDef[] {
  return rows.map(([osis, name, abbreviations, kjvName, swordName], i) => {
    const abbrs = [osis, ...abbreviations].filter((abbr, j, all) => all.indexOf(abbr) === j);
    return {
      id: firstId + i,
      osis,
      name,
      testament,
      kjvName: kjvName ?? name,
      swordName: swordName ?? name,
      abbreviations: abbrs,
    };
  });
}

export const BOOK_DEFS: readonly BookDef[] = [...toDefs(OLD, 'old', 1), ...toDefs(NEW, 'new', OLD.length + 1)];
