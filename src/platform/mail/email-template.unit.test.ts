import { describe, expect, it } from 'vitest';
import { html, linksIn } from './email-template.ts';
import { describeMailError, isPermanentMailError } from './mail-errors.ts';
import { messageIdFor } from './message-id.ts';

describe('html', () => {
  it('escapes interpolated values but keeps nested html fragments', () => {
    const name = `<img src=x onerror="alert(1)">&'`;
    const out = html`<p>${name}</p>${[html`<b>${'a<b'}</b>`, html`<i>ok</i>`]}${undefined}${false}`.value;
    expect(out).toBe('<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;</p><b>a&lt;b</b><i>ok</i>');
  });

  it('finds each link once', () => {
    expect(linksIn('Go to https://a.example/x?t=1. Or (https://b.example/y) or https://a.example/x?t=1')).toEqual([
      'https://a.example/x?t=1',
      'https://b.example/y',
    ]);
  });
});

describe('mail errors', () => {
  it('treats SMTP 5xx and bad addresses as permanent, 4xx and network errors as transient', () => {
    const smtp = (responseCode: number) => Object.assign(new Error('refused'), { responseCode });
    expect(isPermanentMailError(smtp(550))).toBe(true);
    expect(isPermanentMailError(smtp(451))).toBe(false);
    expect(isPermanentMailError(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(isPermanentMailError(Object.assign(new Error('no recipients'), { code: 'EENVELOPE' }))).toBe(true);
    expect(describeMailError(smtp(451))).toBe('451 refused');
  });
});

describe('messageIdFor', () => {
  it('is the same for the same event and recipient, whatever the case', () => {
    const from = 'TalentLeaders <no-reply@talentleaders.example>';
    const a = messageIdFor('e1', 'Ann@Example.com', from);
    expect(a).toBe(messageIdFor('e1', 'ann@example.com ', from));
    expect(a).not.toBe(messageIdFor('e2', 'ann@example.com', from));
    expect(a).toMatch(/^<e1\.[0-9a-f]{16}@talentleaders\.example>$/);
  });
});
