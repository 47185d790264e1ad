import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ministry } from '@/content/ministry';
import type { LegalSection } from './legal-document';
import { EFFECTIVE_DATE, LegalDocument } from './legal-document';

const mail = <Anchor href={`mailto:${ministry.email}`} underline="always">{ministry.email}</Anchor>;

const sections: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    content: (
      <p>
        This website is run by {ministry.name}. We are responsible for the personal information you share with us here.
        If you have any question about this policy or your information, write to us at {mail}.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    content: (
      <>
        <p>We only collect what you give us through the forms and features of this site:</p>
        <ul>
          <li>
            <strong>Newsletter sign-up:</strong> your first and last name, email address and your consent to receive
            our emails.
          </li>
          <li>
            <strong>Prayer requests:</strong> your name, email address, the request itself and whether you marked it
            private.
          </li>
          <li>
            <strong>Contact messages:</strong> your name, email address, phone number if you choose to give it, the
            subject and your message.
          </li>
          <li>
            <strong>Custom resource requests:</strong> your name, email address, the ministry you serve, the kind of
            resource you need and your description of it.
          </li>
          <li>
            <strong>Accounts:</strong> your username and your password, which we store only as a one-way hash that
            cannot be turned back into the password. We also keep your Bible study progress, achievements and chat
            history with your account.
          </li>
          <li>
            <strong>Payments:</strong> for donations, membership and generated sermons or lessons we keep the amount,
            what it was for, the date and the payment’s status. Your card details are entered into Stripe’s secure form
            and go directly to Stripe; they never pass through or stay on our servers.
          </li>
          <li>
            <strong>Bible chat and the sermon generator:</strong> the questions you ask, the details you enter for a
            sermon or lesson, and the answers and content produced.
          </li>
        </ul>
        <p>We do not buy personal information from others, and we do not use advertising or tracking services.</p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    content: (
      <ul>
        <li>To send the newsletter and updates you asked for.</li>
        <li>To pray for the requests you share and, for public ones, to show them on the Prayer Wall.</li>
        <li>To answer your messages and custom resource requests.</li>
        <li>To run your account, keep you signed in and save your progress.</li>
        <li>To take payments, send receipts and keep the financial records the law requires.</li>
        <li>To answer your Bible chat questions and generate the sermons and lessons you request.</li>
        <li>To keep the site safe, for example by limiting how often a form can be sent.</li>
      </ul>
    ),
  },
  {
    id: 'who-processes-it',
    title: 'Who else processes it',
    content: (
      <>
        <p>We never sell or rent your information. A small number of trusted providers process it on our behalf:</p>
        <ul>
          <li>
            <strong>Stripe</strong> handles every card payment (donations, membership and generated content). Stripe’s
            own privacy policy applies to the card details you give it.
          </li>
          <li>
            <strong>An AI provider</strong> receives the text you type into the Bible chat and the sermon and lesson
            generator, so that it can produce an answer. It receives that text only, not your name or email. Please do
            not type sensitive personal details into these tools.
          </li>
          <li>
            <strong>Our hosting provider</strong> stores the site’s database on secure servers.
          </li>
        </ul>
        <p>
          The Breakthrough Circle community, our video channel and our social page are run by other companies. When you
          follow a link to them, their privacy policies apply.
        </p>
      </>
    ),
  },
  {
    id: 'what-is-public',
    title: 'What other visitors can see',
    content: (
      <p>
        If you share a prayer request publicly, your name as you entered it and your request appear on the Prayer Wall.
        Requests you mark private are never shown on the site; only our prayer team reads them. Email addresses are
        never shown to anyone.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    content: (
      <ul>
        <li>Newsletter details: until you unsubscribe.</li>
        <li>Prayer requests: up to 12 months, after which they are deleted.</li>
        <li>Contact messages and custom resource requests: up to 2 years, so we can follow up on a conversation.</li>
        <li>Account data, study progress and chat history: for as long as your account exists.</li>
        <li>Payment records: 7 years, as tax and accounting law requires, even if you delete your account.</li>
      </ul>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and browser storage',
    content: (
      <>
        <p>
          We use a single cookie: a session cookie that keeps you signed in. It is marked httpOnly, so scripts on the
          page cannot read it, and it is only set when you sign in.
        </p>
        <p>
          Your browser’s local storage remembers that you closed an announcement banner so we do not show it again. It
          holds nothing about you and never leaves your device. We use no advertising, analytics or tracking cookies.
        </p>
      </>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your choices',
    content: (
      <ul>
        <li>Unsubscribe from the newsletter at any time with the link in every email, or by writing to us.</li>
        <li>Mark a prayer request private when you send it; private requests are never shown on the Prayer Wall.</li>
        <li>
          Ask us to delete your account and its study progress and chat history by writing to us from the address you
          use with us; we will confirm once it is done.
        </li>
        <li>Ask for a copy of the information we hold about you, or for it to be corrected or deleted.</li>
      </ul>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    content: (
      <p>
        This site is meant for adults and for young people using it with a parent’s or guardian’s permission. We do not
        knowingly collect information from children under 13. If you believe a child has given us their details,
        please write to us and we will delete them.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Keeping it safe',
    content: (
      <p>
        Information travels over an encrypted connection, passwords are stored only as hashes, and only the few people
        who need it to serve you can see your information. No system is perfect, so we also keep what we collect to the
        minimum.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        If we change this policy we will update the effective date at the top of this page, and tell newsletter
        subscribers about any important change. Please also read our{' '}
        <Anchor component={Link} to="/terms" underline="always">
          Terms of Service
        </Anchor>
        .
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    content: (
      <p>
        For any question or request about your information, email {mail} or use our{' '}
        <Anchor component={Link} to="/contact" underline="always">
          contact form
        </Anchor>
        .
      </p>
    ),
  },
];

/** /privacy-policy: what this site collects, who processes it, for how long, and your choices. */
export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      eyebrow="Your information"
      summary="What we collect when you use this site, why, who helps us process it, how long we keep it and the choices you have."
      effectiveDate={EFFECTIVE_DATE}
      sections={sections}
    />
  );
}
