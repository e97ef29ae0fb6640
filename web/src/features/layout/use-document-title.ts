import { useEffect } from 'react';

export const SITE_NAME = 'TalentLeaders';

/** Sets the tab title; screen readers announce it on navigation, so every page gets its own. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} | Fractional Talent & HR Leaders`;
  }, [title]);
}
