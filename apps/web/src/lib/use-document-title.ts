import { useEffect } from 'react';

export const PRODUCT_NAME = 'Baywatch Robotics';
const SITE_TITLE = `Team 7790 ${PRODUCT_NAME}`;

/** Names the browser tab after the page, so history and tabs read well. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${SITE_TITLE}` : SITE_TITLE;
  }, [pageTitle]);
}
