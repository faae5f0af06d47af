import { useEffect } from 'react';

export const PRODUCT_NAME = 'Baywatch Robotics';
const SITE_TITLE = `Team 7790 ${PRODUCT_NAME}`;

/** Names the browser tab after the page, so history and tabs read well. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}

/**
 * "<page> · Team 7790 Baywatch Robotics"; a page whose own title already holds the site's name (7790's team page is
 * "Team 7790 Baywatch Robotics") is not named twice.
 */
export function documentTitle(pageTitle?: string): string {
  if (!pageTitle || pageTitle.includes(SITE_TITLE)) return pageTitle || SITE_TITLE;
  return `${pageTitle} · ${SITE_TITLE}`;
}
