import { teamContent } from '@team7790/shared/site/content-schema';
import content from './team.json';

/** Checked against the content schema as it loads, so a broken edit fails loudly, never as a blank page. */
export const team = teamContent.parse(content);
