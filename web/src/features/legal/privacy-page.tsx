import { INVITATION_TTL_DAYS } from '@contracts/invitations/contracts/invitation-status.contract.ts';
import { RETENTION_DEFAULTS } from '@contracts/identity/contracts/retention.contract.ts';
import { LegalPage, MailLink, type LegalSection } from './legal-page.tsx';
import { OPERATOR } from './operator.ts';

const SECTIONS: LegalSection[] = [
  {
    id: 'controller',
    title: 'Who is responsible for your data',
    body: (
      <p>
        {OPERATOR.name} is the controller of the personal data processed through this website and its services. For any
        question about this policy or your data, write to <MailLink address={OPERATOR.privacyEmail} />.
      </p>
    ),
  },
  {
    id: 'data',
    title: 'What data we collect',
    body: (
      <>
        <p>We collect only what the marketplace needs to work:</p>
        <ul>
          <li>
            <strong>Executives</strong> (Talent and HR leaders): name, e-mail address, password (stored only as a one-way
            hash), role, location, years of experience, biography, areas of expertise, industries, HR tools, languages,
            markets, availability, day rate, phone number, LinkedIn URL and CV.
          </li>
          <li>
            <strong>Clients</strong> (companies): name, work e-mail address, password hash, company name, job title, and your
            answers to two market questions (planned HR hires in the next 12 months and whether you use AI tools), plus the
            shortlists and private notes you create.
          </li>
          <li>
            <strong>Consultants</strong>: name, e-mail address and the invitations you send, including the invitee's name and
            e-mail address.
          </li>
          <li>
            <strong>Community members and authors</strong>: name, e-mail address, company and notification preferences when you
            join the community; the articles and comments you submit with the author details you give.
          </li>
          <li>
            <strong>Everyone</strong>: technical data needed to run and secure the service, such as IP address, browser type,
            request logs and security events (for example failed sign-ins or refused actions).
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'purposes',
    title: 'Why we use it and on what legal basis',
    body: (
      <ul>
        <li>
          To create and run your account, publish an approved executive profile and let clients search, shortlist and contact
          executives: performance of our contract with you (GDPR Article 6(1)(b)).
        </li>
        <li>
          To review executive profiles before publication, prevent fraud and abuse, and keep the service secure: our legitimate
          interest in a trustworthy marketplace (Article 6(1)(f)).
        </li>
        <li>
          To send service e-mails (confirmation, password reset, invitations, approval decisions): performance of our contract,
          or for invitations, the legitimate interest of the consultant and of the invited executive.
        </li>
        <li>
          To invite you to the community chat workspace, send event and newsletter e-mails: your consent, which you can withdraw
          at any time in your preferences or by writing to us (Article 6(1)(a)).
        </li>
        <li>
          To produce anonymous, aggregated market statistics from the client sign-up questions: our legitimate interest in
          understanding the market. No individual answer is ever published.
        </li>
        <li>To meet legal obligations such as responding to lawful requests from authorities (Article 6(1)(c)).</li>
      </ul>
    ),
  },
  {
    id: 'visibility',
    title: 'Who can see what',
    body: (
      <>
        <p>
          Visitors who are not signed in see only an abbreviated preview of an approved executive profile: initials, title and
          general attributes. Full names, biographies, contact details and CVs are shown only to signed-in clients, and contact
          details are never shown to other executives.
        </p>
        <p>
          We do not sell personal data. We share it only with service providers who process it on our behalf under a data
          processing agreement (hosting, e-mail delivery and, for community members, the chat workspace provider), and with
          authorities where the law requires it.
        </p>
      </>
    ),
  },
  {
    id: 'insights',
    title: 'What we count for executives',
    body: (
      <>
        <p>
          To show an approved executive how they are found, we count, for each day: how often their profile appeared in a page
          of search results, how often visitors opened its preview and clients its full profile, and how often clients showed
          its contact details, added it to a shortlist or to a comparison; and the search terms it appeared for, with its
          average position. A search term is shown only once at least three different people searched for it on one day. The
          team sees how many searches are made, which found little, and how long profile reviews take.
        </p>
        <p>
          We keep only these totals. They never say who looked: no client or visitor is stored with them. An executive's own
          visits, our team's visits, crawlers and the same person on the same profile again within 30 minutes are not counted.
          To apply the 30-minute and three-searcher rules we keep, for at most two days, a code made from a daily random key
          that cannot be traced back to anyone once that key is deleted. An executive can turn off the weekly e-mail of their
          figures from their Insights page or with the link in every one of them.
        </p>
      </>
    ),
  },
  {
    id: 'transfers',
    title: 'International transfers',
    body: (
      <p>
        We host the service in the European Economic Area. Where a provider processes data outside it, we rely on an adequacy
        decision or the European Commission's standard contractual clauses, with additional safeguards where needed.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Account and profile data, shortlists and notes: for as long as your account exists.</li>
        <li>
          When you delete your profile or account, we remove it from the directory at once and erase the data, including your
          CV, within {RETENTION_DEFAULTS.erasureRemnantDays} days, except what we must keep by law.
        </li>
        <li>
          Unconfirmed accounts: deleted {RETENTION_DEFAULTS.unconfirmedAccountDays} days after sign-up. Invitations: expire
          after {INVITATION_TTL_DAYS} days and are deleted after {RETENTION_DEFAULTS.expiredInvitationMonths} months.
        </li>
        <li>Request logs: 90 days. Security events: {RETENTION_DEFAULTS.securityEventMonths} months.</li>
        <li>Community membership: until you leave the community or withdraw consent.</li>
        <li>
          Insights counts: daily totals with no viewer in them, for as long as the executive's account exists. The codes used to
          apply the counting rules: at most two days.
        </li>
      </ul>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          You may ask us for access to your data, its correction, its erasure, the restriction of its processing or a copy in a
          portable format, and you may object to processing based on our legitimate interests. Where processing relies on your
          consent, you may withdraw it at any time without affecting earlier processing.
        </p>
        <p>
          Write to <MailLink address={OPERATOR.privacyEmail} />; we answer within one month. You also have the right to lodge a
          complaint with the data protection authority of the country where you live or work.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and security',
    body: (
      <p>
        We use only the cookies needed to keep you signed in and to protect forms against cross-site requests. We use no
        advertising or third-party tracking cookies, so no cookie banner is needed. Passwords are stored with a modern one-way
        hash, connections are encrypted, and access to personal data is limited to the people who need it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <p>
        We will update this policy when our processing changes and tell registered users by e-mail of any significant change.
        Questions: <MailLink address={OPERATOR.privacyEmail} />.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what personal data {OPERATOR.name} collects when you use our free marketplace for fractional Talent
          and HR leaders, why we collect it, how long we keep it and the rights you have over it.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
