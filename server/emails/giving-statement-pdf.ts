// The annual giving statement as a PDF (pdfmake, the PDF standard fonts, as the generator's documents): the
// ministry, the donor, each gift, the totals by fund and in all, and the statement that no goods or services
// were provided. Laid out on the document worker (document-renderer.ts). It sits with the emails, which alone
// read the ministry's facts from src/content (decision 025): the statement goes out by email too.
import pdfmake from 'pdfmake';
import { ministry } from '../../src/content/ministry';
import { giftDay, NO_GOODS_OR_SERVICES } from '../contracts/giving';
import { printable } from '../services/content/documents';
import type { GivingStatement } from '../services/giving/statement';
import { amountText } from './receipt';


export async function statementPdf(statement: GivingStatement): Promise<Uint8Array<ArrayBuffer>> {
  const { currency } = statement;
  const document = pdfmake.createPdf({
    // Left uncompressed (a page or two): a donor's software, and the tests, can read its words and totals.
    compress: false,
    info: { title: `${statement.year} giving statement`, creator: ministry.name },
    content: [
      { text: printable(ministry.name), style: 'h1' },
      { text: `Giving statement for ${statement.year}`, style: 'h2' },
      { text: printable(`Donor: ${statement.donor.name ?? statement.donor.email ?? 'Friend of the ministry'}`), margin: [0, 0, 0, 2] },
      ...(statement.donor.email && statement.donor.name ? [{ text: printable(statement.donor.email), margin: [0, 0, 0, 2] }] : []),
      { text: `Issued ${giftDay(new Date())}`, margin: [0, 0, 0, 12], color: '#4a5568' },
      {
        table: {
          headerRows: 1,
          widths: ['auto', '*', 'auto', 'auto'],
          body: [
            [{ text: 'Date', bold: true }, { text: 'Fund', bold: true }, { text: 'Reference', bold: true }, { text: 'Amount', bold: true, alignment: 'right' }],
            ...statement.gifts.map((gift) => [giftDay(gift.at), printable(gift.fund), { text: gift.reference, fontSize: 8 }, { text: amountText(gift.amountCents, currency), alignment: 'right' }]),
          ],
        },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 12],
      },
      { text: 'Totals by fund', style: 'h3' },
      {
        table: {
          widths: ['*', 'auto'],
          body: [
            ...statement.totalsByFund.map((total) => [printable(total.fund), { text: amountText(total.cents, currency), alignment: 'right' }]),
            [{ text: 'Total given', bold: true }, { text: amountText(statement.totalCents, currency), bold: true, alignment: 'right' }],
          ],
        },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 16],
      },
      { text: NO_GOODS_OR_SERVICES, bold: true, margin: [0, 0, 0, 8] },
      { text: printable(`${ministry.name} - ${ministry.email}`), color: '#4a5568', fontSize: 9 },
    ],
    defaultStyle: { font: 'Helvetica', fontSize: 10, lineHeight: 1.2 },
    styles: { h1: { fontSize: 18, bold: true, margin: [0, 0, 0, 4] }, h2: { fontSize: 14, bold: true, margin: [0, 0, 0, 10] }, h3: { fontSize: 12, bold: true, margin: [0, 4, 0, 6] } },
  });
  return new Uint8Array(await document.getBuffer());
}
