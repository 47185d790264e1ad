// A donor's annual giving statement by email: every gift of the year with its date, fund and amount, the totals
// by fund, and the statement that no goods or services were given in return. Members download the same as a PDF
// from /account.
import { Section, Text } from '@react-email/components';
import type { CSSProperties } from 'react';
import { ministry } from '../../src/content/ministry';
import { giftDay, NO_GOODS_OR_SERVICES } from '../contracts/giving';
import type { GivingStatement } from '../services/giving/statement';
import type { EmailTemplate } from './compose';
import { brand, EmailLayout, paragraph } from './layout';
import { LinkLine } from './parts';
import { amountText } from './receipt';

export interface GivingStatementProps {
  statement: GivingStatement;
  /** /account, where a member downloads the PDF; null for a donor without an account. */
  accountLink: string | null;
}

const cell = { padding: '4px 8px', fontSize: '14px', borderBottom: `1px solid ${brand.paleBlue}`, textAlign: 'left' } satisfies CSSProperties;

export const givingStatement: EmailTemplate<GivingStatementProps> = {
  subject: ({ statement }) => `Your ${statement.year} giving statement from ${ministry.name}`,
  body: ({ statement, accountLink }) => (
    <EmailLayout preview={`You gave ${amountText(statement.totalCents, statement.currency)} in ${statement.year}. Thank you.`}>
      <Text style={paragraph}>{statement.donor.name ? `Dear ${statement.donor.name},` : 'Dear friend,'}</Text>
      <Text style={paragraph}>
        Thank you for your gifts to {ministry.name} in {statement.year}. This is your giving statement for the year: keep it with your tax
        records.
      </Text>
      <Section>
        <table style={{ borderCollapse: 'collapse', width: '100%' }}>
          <thead>
            <tr>
              <th style={cell}>Date</th>
              <th style={cell}>Fund</th>
              <th style={cell}>Amount</th>
            </tr>
          </thead>
          <tbody>
            {statement.gifts.map((gift) => (
              <tr key={gift.reference}>
                <td style={cell}>{giftDay(gift.at)}</td>
                <td style={cell}>{gift.fund}</td>
                <td style={cell}>{amountText(gift.amountCents, statement.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Text style={{ ...paragraph, fontWeight: 600 }}>Totals by fund</Text>
      {statement.totalsByFund.map((total) => (
        <Text key={total.fund} style={{ ...paragraph, margin: '4px 0' }}>
          {total.fund}: {amountText(total.cents, statement.currency)}
        </Text>
      ))}
      <Text style={{ ...paragraph, fontWeight: 600 }}>Total given in {statement.year}: {amountText(statement.totalCents, statement.currency)}</Text>
      <Text style={paragraph}>{NO_GOODS_OR_SERVICES}</Text>
      {accountLink ? <LinkLine words="Download it as a PDF from your account:" href={accountLink} /> : null}
    </EmailLayout>
  ),
};
