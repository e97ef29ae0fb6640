import { createHash } from 'node:crypto';

/**
 * The same event and recipient always give the same Message-ID, so if a message is ever sent twice
 * (a crash after the server accepted it but before we recorded it) mail systems can fold the copies.
 */
export function messageIdFor(eventId: string, recipient: string, from: string): string {
  const hash = createHash('sha256').update(normaliseRecipient(recipient)).digest('hex').slice(0, 16);
  return `<${eventId}.${hash}@${domainOf(from)}>`;
}

export function normaliseRecipient(recipient: string): string {
  return recipient.trim().toLowerCase();
}

function domainOf(from: string): string {
  const match = /@([a-z0-9.-]+)>?\s*$/i.exec(from);
  return match?.[1]?.toLowerCase() ?? 'talentleaders.local';
}
