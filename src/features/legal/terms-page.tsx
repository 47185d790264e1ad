import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { membershipTerms } from '@/content/membership-terms';
import { ministry } from '@/content/ministry';
import type { LegalSection } from './legal-document';
import { EFFECTIVE_DATE, LegalDocument } from './legal-document';

const mail = <Anchor href={`mailto:${ministry.email}`} underline="always">{ministry.email}</Anchor>;

const sections: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreeing to these terms',
    content: (
      <p>
        These terms apply to everyone who uses the website of {ministry.name}. By using the site you agree to them. If
        you do not agree, please do not use the site. How we handle your information is explained in our{' '}
        <Anchor component={Link} to="/privacy-policy" underline="always">
          Privacy Policy
        </Anchor>
        .
      </p>
    ),
  },
  {
    id: 'using-the-site',
    title: 'Using the site',
    content: (
      <>
        <p>
          Please use the site lawfully and kindly. Do not try to break into it, overload it, send automated requests to
          its forms or use it to harass anyone.
        </p>
        <p>
          Our teachings, study guides and devotionals are free for personal and church use: you may print and share
          them, but please do not sell them or present them as your own. Books and other material from other publishers
          belong to their owners.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts',
    content: (
      <p>
        Some features, such as Bible chat, the sermon generator and the Bible Study Hub, need an account. Keep your
        password to yourself; you are responsible for what is done with your account. An account is for one person. We
        may suspend an account that is used to abuse the site or other people, and you can ask us to delete yours at any
        time.
      </p>
    ),
  },
  {
    id: 'donations',
    title: 'Donations',
    content: (
      <p>
        Donations are voluntary gifts to support the work of the ministry, processed securely by Stripe. Donations are
        not refundable, except that if you gave by mistake you may ask for a refund within 30 days of the gift by
        writing to {mail} with the date and amount.
      </p>
    ),
  },
  {
    id: 'generated-content',
    title: 'Buying generated sermons and lessons',
    content: (
      <p>
        The sermon and Sunday school lesson generator shows a free preview. The price of the full download is shown
        before you pay. Once paid, the content is saved to your account and you may download it again. You may use it
        freely in your own ministry. If a paid generation fails for a technical reason, write to us and we will put it
        right or refund you.
      </p>
    ),
  },
  {
    id: 'ai-content',
    title: 'AI-generated content',
    content: (
      <p>
        Bible chat answers and generated sermons and lessons are produced by an AI system. They can contain mistakes,
        including wrong references or ideas that do not fit your tradition. Always check them against Scripture, pray
        over them and make them your own before you teach or rely on them. They are not a substitute for pastoral care,
        or for medical, legal, financial or mental-health advice.
      </p>
    ),
  },
  {
    id: 'membership',
    title: 'Membership',
    content: (
      <p>{membershipTerms.terms}</p>
    ),
  },
  {
    id: 'community-platform',
    title: 'The community platform',
    content: (
      <p>
        The Breakthrough Circle community and its resource library are hosted by a third-party community platform. Your
        use of it, and any purchase made there, is governed by that platform’s own terms and privacy policy. Our video
        channel and social page are also run by other companies.
      </p>
    ),
  },
  {
    id: 'prayer-wall',
    title: 'Prayer Wall conduct',
    content: (
      <>
        <p>The Prayer Wall is a place to carry one another’s burdens. When you post a request, please:</p>
        <ul>
          <li>share only what you are comfortable with the world reading;</li>
          <li>not name or identify other people without their permission;</li>
          <li>not post advertising, links, offensive language or anything unlawful.</li>
        </ul>
        <p>We may shorten, hide or remove requests that do not follow these guidelines, without notice.</p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility',
    content: (
      <p>
        We work hard to keep the site available and its content faithful and accurate, but we provide it as it is and
        cannot promise it will always be free of errors or interruptions. As far as the law allows, we are not liable
        for losses that arise from using the site or from relying on its content.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    content: (
      <p>
        We may update these terms; the effective date at the top shows the latest version. Questions are welcome at{' '}
        {mail}.
      </p>
    ),
  },
];

/** /terms: the terms of using the site, giving, buying, membership and the prayer wall. */
export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      eyebrow="Using this site"
      summary="The terms for using our website, accounts, donations, generated content, membership and the Prayer Wall."
      effectiveDate={EFFECTIVE_DATE}
      sections={sections}
    />
  );
}
