// Pieces the messages of the desk and the prayer wall share: text someone typed, drawn as they wrote it
// (paragraphs and line breaks, never as HTML), a quotation of it, and the line that says how to stop a notice.
import { Button, Link, Section, Text } from '@react-email/components';
import type { CSSProperties } from 'react';
import { actionButton, brand, paragraph } from './layout';

const quotation = { borderLeft: `4px solid ${brand.gold}`, backgroundColor: brand.paleBlue, padding: '4px 16px', margin: '16px 0' } satisfies CSSProperties;
const small = { color: '#4a5568', fontSize: '14px', lineHeight: '22px', margin: '12px 0' } satisfies CSSProperties;

/** Typed text as paragraphs (split at blank lines), each line kept: React escapes it, so nothing typed becomes markup. */
export function TypedText({ text, style = paragraph }: { text: string; style?: CSSProperties }) {
  const paragraphs = text.split(/\n\s*\n/).filter((part) => part.trim() !== '');
  return (
    <>
      {paragraphs.map((part, index) => (
        <Text key={index} style={style}>
          {part.split('\n').map((line, lineIndex) => (
            <span key={lineIndex}>
              {lineIndex > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </Text>
      ))}
    </>
  );
}

/** Someone's words, set apart (a request, a message, what a reply answers). */
export function Quoted({ text }: { text: string }) {
  // A blockquote, so the plain-text part marks the lines with "> " as mail programs do.
  return (
    <blockquote style={quotation}>
      <TypedText text={text} />
    </blockquote>
  );
}

/** A link written out in full after its words, so the plain-text part carries it too. */
export function LinkLine({ words, href }: { words: string; href: string }) {
  return (
    <Text style={paragraph}>
      {words}{' '}
      <Link href={href} style={{ color: brand.blue }}>
        {href}
      </Link>
    </Text>
  );
}

/** A message's one action: its button, then the link written out for the plain-text part and for mail that hides buttons. */
export function ActionLink({ label, href }: { label: string; href: string }) {
  return (
    <>
      <Section style={{ margin: '24px 0' }}>
        <Button href={href} style={actionButton}>
          {label}
        </Button>
      </Section>
      <LinkLine words="Or open this link:" href={href} />
    </>
  );
}

/** The small print of a notice: why it came, and the link that stops it. */
export function NoticeFooter({ why, stopWords, stopLink }: { why: string; stopWords: string; stopLink: string }) {
  return (
    <Text style={small}>
      {why} {stopWords}{' '}
      <Link href={stopLink} style={{ color: brand.blue }}>
        {stopLink}
      </Link>
    </Text>
  );
}

/** 'Tuesday, March 2, 2027' (the day's date in UTC, as the digest's days are). */
export function dayText(date: Date): string {
  return date.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** 'March 2, 2027 at 3:04 PM UTC'. */
export function timeText(date: Date): string {
  return `${date.toLocaleString('en-US', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })} UTC`;
}
