import { Link } from '@tanstack/react-router';
import { LegalPage, MailLink, type LegalSection } from './legal-page.tsx';
import { OPERATOR } from './operator.ts';

const SECTIONS: LegalSection[] = [
  {
    id: 'service',
    title: 'The service',
    body: (
      <p>
        {OPERATOR.name} is an online marketplace where companies ("clients") find and contact fractional Talent and HR leaders
        ("executives"). Consultants may invite executives to join. Using the marketplace is free for everyone: we charge no
        subscription, placement fee or commission.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts',
    body: (
      <ul>
        <li>You must be at least 18 and able to enter into a contract to create an account.</li>
        <li>Clients must register with a work e-mail address of the company they represent.</li>
        <li>
          Keep your password confidential and tell us at once if you suspect misuse. You are responsible for activity under your
          account.
        </li>
        <li>The information you give us must be accurate and kept up to date.</li>
      </ul>
    ),
  },
  {
    id: 'executives',
    title: 'Executive profiles',
    body: (
      <ul>
        <li>
          Your profile, including your experience, rate and CV, must be truthful, and you must have the right to share everything
          you upload.
        </li>
        <li>
          Profiles are reviewed before publication. We may approve, reject or later revoke the approval of a profile, for
          example if it is inaccurate or incomplete, without having to give detailed reasons.
        </li>
        <li>You can edit or delete your profile at any time; approved changes are visible immediately.</li>
      </ul>
    ),
  },
  {
    id: 'clients',
    title: 'Use of executive information by clients',
    body: (
      <ul>
        <li>
          Use executives' contact details and CVs only to discuss a genuine engagement with them for your company, and handle them
          in line with applicable data protection law.
        </li>
        <li>
          Do not copy, scrape, resell or pass on profiles or contact details, and do not send marketing or bulk messages to
          executives.
        </li>
        <li>Shortlists and notes are private to your account; keep notes factual and professional.</li>
      </ul>
    ),
  },
  {
    id: 'engagements',
    title: 'Engagements between clients and executives',
    body: (
      <p>
        Any engagement is agreed directly between the client and the executive, who are responsible for its terms, payment,
        taxes and compliance. {OPERATOR.name} is not a party to it, is not an employment or recruitment agency, and does not
        guarantee that any contact will lead to an engagement. Our review of profiles is a reasonable check, not a guarantee of
        an executive's qualifications or performance: carry out your own due diligence.
      </p>
    ),
  },
  {
    id: 'content',
    title: 'Articles, comments and the community',
    body: (
      <p>
        When you submit an article or comment, you confirm that you wrote it or have the right to publish it, and you grant us a
        free, non-exclusive licence to publish, edit for length and clarity, and display it on the service. We moderate
        submissions and may decline or remove them. Community members must treat each other respectfully; we may remove anyone
        who does not.
      </p>
    ),
  },
  {
    id: 'prohibited',
    title: 'Prohibited use',
    body: (
      <ul>
        <li>Impersonating anyone, or creating accounts with false information.</li>
        <li>Trying to access data or functions you are not authorised to use, or disrupting the service.</li>
        <li>Automated collection of data from the service (scraping, crawling beyond public pages).</li>
        <li>Posting unlawful, discriminatory, misleading or infringing content.</li>
      </ul>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    body: (
      <p>
        You may close your account at any time. We may suspend or close an account that breaches these terms, or that we
        reasonably believe puts other users or the service at risk, and we will tell you why unless the law prevents it.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        We provide the free service with reasonable care but cannot promise it will always be available or error-free. To the
        extent the law allows, we are not liable for the conduct of clients or executives, for engagements between them, or for
        indirect losses. Nothing in these terms limits liability that cannot be limited by law, such as for fraud or for death or
        personal injury caused by negligence.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes, privacy and contact',
    body: (
      <>
        <p>
          We may update these terms; we will tell registered users by e-mail before significant changes take effect. How we
          handle personal data is described in our{' '}
          <Link to="/privacy" className="font-medium text-brand underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </p>
        <p>
          Questions about these terms: <MailLink address={OPERATOR.supportEmail} />.
        </p>
      </>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <p>
          These terms govern your use of {OPERATOR.name}. By creating an account or using the service you agree to them. Please
          read them together with our Privacy Policy.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
