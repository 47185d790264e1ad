// Plain text from the sources' markup: the KJV's `[italic]` brackets and `#` paragraph marks, and the OSIS
// XML of SWORD modules. Words must never be glued together: where markup that separates (a footnote, a
// poetry line, a paragraph) sat between two words, a space is put.

/** Drops the KJV's italic brackets and paragraph marks, keeping the words and single spaces. */
export function cleanKjvText(text: string): string {
  return collapseSpaces(text.replace(/[[\]]/g, '').replace(/[#¶]/g, ' '));
}

export function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return NAMED_ENTITIES[name] ?? whole;
  });
}

/** Stands where separating markup was, until the spaces are settled. */
const BREAK = '\uE000'; // a private-use character, in no source text

/** Elements that sit inside a word's run of text: removing the tags leaves the text as it reads. */
const INLINE = new Set([
  'w', 'q', 'seg', 'name', 'transChange', 'divineName', 'hi', 'foreign', 'rdg', 'abbr', 'catchWord', 'index', 'a', 'reference',
]);

/** No space after these when a break follows them: opening quotes and brackets, dashes. */
const NO_SPACE_AFTER = new Set(['“', '‘', '(', '[', '—', '–']);
/** No space before these when a break precedes them: closing punctuation and quotes, dashes. */
const NO_SPACE_BEFORE = new Set([',', '.', ';', ':', '!', '?', ')', ']', '’', '”', '—', '–', '…']);

export interface OsisToPlainResult {
  text: string;
  /** Text of `<title canonical="true" type="psalm">` elements (psalm superscriptions), removed from `text`. */
  psalmTitles: string[];
}

/**
 * Plain text of one SWORD OSIS verse entry: footnotes (`<note>`), headings (`<title>`) and speaker labels
 * (`<speaker>`) are dropped whole, other elements are unwrapped, entities decoded, spaces collapsed.
 * Whatever follows the end of a chapter (`<chapter eID>`) is not verse text (the WEB's glossary follows
 * Revelation 22:21) and is cut off.
 */
export function osisToPlain(xml: string): OsisToPlainResult {
  if (xml.includes(BREAK)) throw new Error('osisToPlain: the text holds the break marker U+E000');
  return convert(xml);
}

function convert(xml: string): OsisToPlainResult {
  const psalmTitles: string[] = [];
  let text = xml;
  const chapterEnd = text.search(/<chapter\b[^>]*\beID=/);
  if (chapterEnd !== -1) text = text.slice(0, chapterEnd);
  text = text.replace(/<note\b[^>]*\/>|<note\b[^>]*>[\s\S]*?<\/note>/g, BREAK);
  text = text.replace(/<title\b([^>]*)>([\s\S]*?)<\/title>/g, (_whole, attributes: string, inner: string) => {
    if (/\bcanonical="true"/.test(attributes) && /\btype="psalm"/.test(attributes)) {
      psalmTitles.push(convert(inner).text);
    }
    return BREAK;
  });
  text = text.replace(/<speaker\b[^>]*>[\s\S]*?<\/speaker>/g, BREAK);
  text = text.replace(/<\/?([A-Za-z][\w:-]*)\b[^>]*>/g, (_whole, tag: string) => (INLINE.has(tag) ? '' : BREAK));
  text = decodeEntities(text);
  return { text: settleBreaks(text), psalmTitles };
}

/**
 * Turns each run of breaks (with the spaces around them) into one space, or into nothing at the start or
 * end, after an opening quote or before closing punctuation: `coins <note/> ?` reads "coins?".
 */
function settleBreaks(text: string): string {
  const settled = text.replace(/[\s\uE000]*\uE000[\s\uE000]*/g, (run, offset: number) => {
    const before = text[offset - 1];
    const after = text[offset + run.length];
    if (before === undefined || after === undefined) return '';
    if (NO_SPACE_AFTER.has(before) || NO_SPACE_BEFORE.has(after)) return '';
    return ' ';
  });
  return collapseSpaces(settled);
}
