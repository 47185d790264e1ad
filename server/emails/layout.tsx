// The one layout every email shares: the ministry's name on its blue, the message, and a footer with the
// ministry's address, all from src/content (decision 025). Tables and inline styles, as email clients need.
import { Body, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';
import { covenantBlue, gold, inkColour } from '../../src/content/brand-colours';
import { ministry } from '../../src/content/ministry';

export const brand = { blue: covenantBlue[7], paleBlue: covenantBlue[0], gold: gold[5], ink: inkColour } as const;

const { venue, street, city, region, postalCode, country } = ministry.location;
/** The postal address every message carries (CAN-SPAM asks it of a newsletter; every message shows it). */
export const ministryPostalAddress = `${venue}, ${street}, ${city}, ${region} ${postalCode}, ${country}`;

const fontFamily = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const styles = {
  body: { backgroundColor: brand.paleBlue, fontFamily, color: brand.ink, margin: 0, padding: '24px 0' },
  container: { backgroundColor: '#ffffff', maxWidth: '560px', borderRadius: '10px', overflow: 'hidden' },
  header: { backgroundColor: brand.blue, borderBottom: `4px solid ${brand.gold}`, padding: '20px 32px' },
  name: { color: '#ffffff', fontFamily: "Lora, Georgia, 'Times New Roman', serif", fontSize: '22px', fontWeight: 700, margin: 0 },
  content: { padding: '8px 32px 16px' },
  footer: { padding: '0 32px 24px' },
  footerText: { color: '#4a5568', fontSize: '13px', lineHeight: '20px', margin: '4px 0' },
} satisfies Record<string, CSSProperties>;

export function EmailLayout({ preview, children }: { preview: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Text style={styles.name}>{ministry.name}</Text>
          </Section>
          <Section style={styles.content}>{children}</Section>
          <Hr />
          <Section style={styles.footer}>
            <Text style={styles.footerText}>{ministry.name}</Text>
            <Text style={styles.footerText}>{ministryPostalAddress}</Text>
            <Text style={styles.footerText}>{ministry.email}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph of a message. */
export const paragraph = { fontSize: '16px', lineHeight: '26px', margin: '16px 0' } satisfies CSSProperties;
/** The one action of a message, in the ministry's blue. */
export const actionButton = {
  backgroundColor: brand.blue,
  borderRadius: '8px',
  color: '#ffffff',
  fontSize: '16px',
  fontWeight: 600,
  padding: '12px 24px',
  textDecoration: 'none',
} satisfies CSSProperties;
