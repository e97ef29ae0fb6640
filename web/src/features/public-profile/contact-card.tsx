import { Link } from '@tanstack/react-router';
import { ExternalLink, FileText, Lock, Mail, Phone } from 'lucide-react';
import { publicProfileMessages as m } from '@contracts/profiles/contracts/profile-messages.contract.ts';
import type { ExecutiveContact } from '@contracts/profiles/contracts/profile-dto.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { useExecutiveContact } from './use-executive-profile.ts';

type ContactCardProps = { executiveId: string; canViewContact: boolean; signedIn: boolean };

/** Spec part 2 section 2: e-mail, phone, LinkedIn and CV, for those the server lets see them. */
export function ContactCard({ executiveId, canViewContact, signedIn }: ContactCardProps) {
  return (
    <Card data-testid="contact-card">
      <CardHeader>
        <h2 className="text-base font-semibold">Contact Information</h2>
      </CardHeader>
      <CardContent>
        {canViewContact ? (
          <ContactDetails executiveId={executiveId} />
        ) : (
          <div className="flex flex-col items-start gap-3">
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Lock className="size-4" aria-hidden="true" />
              {signedIn ? 'Contact details are available to clients.' : m.contactRequiresLogin}
            </p>
            {signedIn ? null : (
              <Button asChild className="w-full">
                <Link to="/auth">{m.loginToShortlist}</Link>
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function ContactDetails({ executiveId }: { executiveId: string }) {
  const contact = useExecutiveContact(executiveId, true);
  if (contact.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-4 animate-pulse rounded bg-muted" />
        ))}
      </div>
    );
  }
  if (contact.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {m.contactLoadFailed}
      </p>
    );
  }
  return <ContactList contact={contact.data} />;
}

function ContactList({ contact }: { contact: ExecutiveContact }) {
  const { email, phone, linkedinUrl, cvUrl } = contact;
  if (!email && !phone && !linkedinUrl && !cvUrl) return <p className="text-sm text-muted-foreground">{m.noContactInformation}</p>;
  const linkClass = 'break-all font-medium text-brand underline-offset-4 hover:underline';
  return (
    <ul className="flex flex-col gap-3 text-sm">
      {email ? (
        <li className="flex items-center gap-2">
          <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <a href={`mailto:${email}`} className={linkClass}>
            {email}
          </a>
        </li>
      ) : null}
      {phone ? (
        <li className="flex items-center gap-2">
          <Phone className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
            {phone}
          </a>
        </li>
      ) : null}
      {linkedinUrl ? (
        <li className="flex items-center gap-2">
          <ExternalLink className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <a href={linkedinUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
            LinkedIn Profile
          </a>
        </li>
      ) : null}
      {cvUrl ? (
        <li className="flex items-center gap-2">
          <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <a href={cvUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
            View CV
          </a>
        </li>
      ) : null}
    </ul>
  );
}
