/** A message ready to send, produced by a template from its data. */
export type RenderedEmail = { subject: string; text: string; html: string };

export type EmailTemplate<TData> = {
  /** Kebab-case name, recorded in an X-Template header so a captured message says where it came from. */
  id: string;
  render: (data: TData) => RenderedEmail;
};

/** HTML that is already safe (escaped or written by us): `html` inserts it as is. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/**
 * Tagged template for e-mail HTML: every interpolated value is escaped unless it is SafeHtml (or an
 * array of them), so a name like `<b>Ann</b>` shows as text and never becomes markup.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += toHtml(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

function toHtml(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(toHtml).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/** Every http(s) link in a text, for the development log and the dev mailbox. */
export function linksIn(text: string): string[] {
  // Sentence punctuation right after a link belongs to the sentence, not the URL.
  const links = (text.match(/https?:\/\/[^\s<>"')]+/g) ?? []).map((link) => link.replace(/[.,;:!?]+$/, ''));
  return [...new Set(links)];
}
