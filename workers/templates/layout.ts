import { html, type EmailTemplate, type SafeHtml } from '../../src/platform/mail/email-template.ts';

export type EmailTemplateSpec<TData> = {
  id: string;
  subject: (data: TData) => string;
  /** The plain-text part, complete (many people read only this). */
  text: (data: TData) => string;
  /** The inside of the HTML layout; build it with `html` so values are escaped. */
  html: (data: TData) => SafeHtml;
};

const FOOTER = 'TalentLeaders: fractional Talent and HR leaders for growing companies.';

/**
 * One template per file in workers/templates/, each built with this: the HTML part gets the shared
 * layout (simple tables and inline styles, which is what mail clients render reliably).
 */
export function defineEmailTemplate<TData>(spec: EmailTemplateSpec<TData>): EmailTemplate<TData> {
  return {
    id: spec.id,
    render: (data) => {
      const subject = spec.subject(data);
      return {
        subject,
        text: `${spec.text(data).trimEnd()}\n\n--\n${FOOTER}\n`,
        html: renderLayout(subject, spec.html(data)),
      };
    },
  };
}

export function renderLayout(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 32px;font-size:18px;font-weight:bold;border-bottom:1px solid #e4e4e7">TalentLeaders</td></tr>
<tr><td style="padding:24px 32px;font-size:15px;line-height:1.6">${body}</td></tr>
<tr><td style="padding:16px 32px;font-size:12px;color:#71717a;border-top:1px solid #e4e4e7">${FOOTER}</td></tr>
</table></td></tr></table>
</body>
</html>`.value;
}

/** A button-styled link with the URL also in plain sight (some clients strip styles). */
export function actionLink(label: string, url: string): SafeHtml {
  return html`<p style="margin:24px 0"><a href="${url}" style="background:#18181b;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${label}</a></p>
<p style="font-size:13px;color:#52525b">Or open this link: <a href="${url}">${url}</a></p>`;
}
