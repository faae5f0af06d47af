import { sponsorsContent } from '@team7790/shared/site/content-schema';
import content from './sponsors.json';

/** Checked against the content schema as it loads, so a broken edit fails loudly, never as a blank page. */
export const sponsors = sponsorsContent.parse(content);
