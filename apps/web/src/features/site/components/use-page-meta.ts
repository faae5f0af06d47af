import { useEffect } from 'react';
import { documentTitleFor, OG_IMAGE_PATH, pageMetaFor, SITE_NAME } from '@team7790/shared/site/public-pages';

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * Title, description and Open Graph tags of a public page while it is on screen. The server sends
 * the same tags in the page's HTML for crawlers; this keeps them right as visitors move around.
 */
export function usePageMeta(path: string): void {
  useEffect(() => {
    const meta = pageMetaFor(path);
    if (!meta) return;
    const title = documentTitleFor(meta);
    const url = `${window.location.origin}${meta.path}`;
    document.title = title;
    setMeta('name', 'description', meta.description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:site_name', SITE_NAME);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', meta.description);
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:image', `${window.location.origin}${OG_IMAGE_PATH}`);
    let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.append(canonical);
    }
    canonical.href = url;
  }, [path]);
}
