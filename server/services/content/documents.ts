// The downloads of a generated sermon or lesson: Markdown (members.md section 9), and Word (docx) and PDF
// (pdfmake with the PDF standard fonts, so no font file is read) made from that same Markdown. The Markdown is
// read line by line into a few kinds of block (headings, paragraphs, quotes, lists) that both renderers draw.
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import pdfmake from 'pdfmake';
import type { GeneratedContent } from '../../contracts/content';

/** The whole content as one Markdown document: title, duration, verses, outline, text, questions, activities, craft. */
export function contentMarkdown(content: GeneratedContent): string {
  const body = content.content.trim().replace(new RegExp(`^#\\s+${escapeRegExp(content.title.trim())}\\s*\\n`), '').trim();
  const missing = (items: string[]) => items.length > 0 && !items.every((item) => body.includes(item));
  const parts = [`# ${content.title}`, `**Estimated duration:** ${content.estimatedDuration}`];
  if (content.bibleVerses.length > 0) parts.push('## Key verses', content.bibleVerses.map((verse) => `- ${verse}`).join('\n'));
  if (content.outline.length > 0) parts.push('## Outline', content.outline.map((point, index) => `${index + 1}. ${point.replace(/^\d+\.\s*/, '')}`).join('\n'));
  parts.push('---', body);
  if (missing(content.discussionQuestions)) parts.push('## Discussion questions', content.discussionQuestions.map((q, index) => `${index + 1}. ${q}`).join('\n'));
  if (missing(content.groupActivities)) parts.push('## Group activities', content.groupActivities.map((activity) => `- ${activity}`).join('\n'));
  if (content.craftIdea && !body.includes(content.craftIdea)) parts.push('## Craft idea', content.craftIdea);
  return `${parts.join('\n\n')}\n`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'quote'; lines: string[] }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'rule' };

/** Markdown as blocks: enough of it for what the writers produce. */
export function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const bullet = /^[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    const last = blocks[blocks.length - 1];
    if (!line) {
      flush();
    } else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: Math.min(heading[1]?.length ?? 1, 3) as 1 | 2 | 3, text: heading[2] ?? '' });
    } else if (/^(-{3,}|\*{3,}|_{3,})$/.test(line)) {
      flush();
      blocks.push({ kind: 'rule' });
    } else if (line.startsWith('>')) {
      flush();
      const text = line.replace(/^>\s?/, '');
      if (last?.kind === 'quote') last.lines.push(text);
      else blocks.push({ kind: 'quote', lines: [text] });
    } else if (bullet || numbered) {
      flush();
      const ordered = !bullet;
      const text = (bullet?.[1] ?? numbered?.[1] ?? '').trim();
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(text);
      else blocks.push({ kind: 'list', ordered, items: [text] });
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

export interface Run {
  text: string;
  bold: boolean;
  italics: boolean;
}

/** A line's **bold** and *italic* runs, Markdown's backslash escapes undone. */
export function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  const pattern = /(\*\*[^*]+\*\*|\*[^*\s][^*]*\*|_[^_\s][^_]*_)/g;
  let at = 0;
  const push = (piece: string, bold: boolean, italics: boolean) => {
    const plain = piece.replace(/\\([\\`*_[\]<>#])/g, '$1');
    if (plain) runs.push({ text: plain, bold, italics });
  };
  for (const match of text.matchAll(pattern)) {
    push(text.slice(at, match.index), false, false);
    const token = match[0];
    if (token.startsWith('**')) push(token.slice(2, -2), true, false);
    else push(token.slice(1, -1), false, true);
    at = match.index + token.length;
  }
  push(text.slice(at), false, false);
  return runs;
}

const HEADINGS = { 1: HeadingLevel.TITLE, 2: HeadingLevel.HEADING_1, 3: HeadingLevel.HEADING_2 } as const;

/** A Word document of the content. */
export async function contentDocx(content: GeneratedContent): Promise<Uint8Array<ArrayBuffer>> {
  const children: Paragraph[] = [];
  const textRuns = (text: string, extra: { italics?: boolean } = {}) =>
    runsOf(text).map((run) => new TextRun({ text: run.text, bold: run.bold, italics: run.italics || extra.italics === true }));
  for (const block of blocksOf(contentMarkdown(content))) {
    switch (block.kind) {
      case 'heading':
        children.push(new Paragraph({ heading: HEADINGS[block.level], children: textRuns(block.text) }));
        break;
      case 'paragraph':
        children.push(new Paragraph({ children: textRuns(block.text), spacing: { after: 160 } }));
        break;
      case 'quote':
        for (const line of block.lines.filter(Boolean)) {
          children.push(new Paragraph({ children: textRuns(line, { italics: true }), indent: { left: 720 }, spacing: { after: 80 } }));
        }
        break;
      case 'list':
        block.items.forEach((item, index) => {
          children.push(new Paragraph({ children: [new TextRun(block.ordered ? `${index + 1}. ` : '• '), ...textRuns(item)], indent: { left: 360 } }));
        });
        break;
      case 'rule':
        children.push(new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun('* * *')] }));
        break;
    }
  }
  const document = new Document({ title: content.title, creator: 'Living Water Ministries', sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(document));
}

// The PDF standard fonts are built into every reader: pdfmake reads no font file, and nothing else from disk or the network.
const STANDARD_FONTS = { Helvetica: { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' } };
const STANDARD_FONT_NAMES = new Set(Object.values(STANDARD_FONTS.Helvetica));
pdfmake.setFonts(STANDARD_FONTS);
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => STANDARD_FONT_NAMES.has(path));

// The standard fonts cover Windows-1252 only: typographic quotes and dashes are in it, other symbols are not.
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
export function printable(text: string): string {
  return [...text].map((character) => (character.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRAS.includes(character) ? character : '?')).join('');
}

/** A PDF of the content. */
export async function contentPdf(content: GeneratedContent): Promise<Uint8Array<ArrayBuffer>> {
  const inline = (text: string) => runsOf(printable(text)).map((run) => ({ text: run.text, bold: run.bold, italics: run.italics }));
  const body = blocksOf(contentMarkdown(content)).map((block) => {
    switch (block.kind) {
      case 'heading':
        return { text: inline(block.text), style: `h${block.level}` };
      case 'paragraph':
        return { text: inline(block.text), margin: [0, 0, 0, 8] };
      case 'quote':
        return { stack: block.lines.filter(Boolean).map((line) => ({ text: inline(line), italics: true })), margin: [24, 0, 0, 8] };
      case 'list':
        return { [block.ordered ? 'ol' : 'ul']: block.items.map((item) => ({ text: inline(item) })), margin: [0, 0, 0, 8] };
      case 'rule':
        return { text: '* * *', alignment: 'center', margin: [0, 4, 0, 8] };
    }
  });
  const document = pdfmake.createPdf({
    info: { title: printable(content.title), creator: 'Living Water Ministries' },
    content: body,
    defaultStyle: { font: 'Helvetica', fontSize: 11, lineHeight: 1.25 },
    styles: { h1: { fontSize: 20, bold: true, margin: [0, 0, 0, 10] }, h2: { fontSize: 14, bold: true, margin: [0, 10, 0, 6] }, h3: { fontSize: 12, bold: true, margin: [0, 8, 0, 4] } },
  });
  return new Uint8Array(await document.getBuffer());
}
