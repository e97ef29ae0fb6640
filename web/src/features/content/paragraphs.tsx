import { paragraphsOf } from '@contracts/content/contracts/content-text.contract.ts';

/**
 * Plain text as paragraphs (split on blank lines, single line breaks kept). React escapes it, so
 * markup and links typed by an author or a commenter show as text, never as HTML.
 */
export function Paragraphs({ content }: { content: string }) {
  return (
    <>
      {paragraphsOf(content).map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line wrap-anywhere">
          {paragraph}
        </p>
      ))}
    </>
  );
}
