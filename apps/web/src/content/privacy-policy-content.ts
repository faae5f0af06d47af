import { privacyPolicyContent } from '@team7790/shared/site/content-schema';
import content from './privacy-policy.json';

/** Checked against the content schema as it loads, so a broken edit fails loudly, never as a blank page. */
export const privacyPolicy = privacyPolicyContent.parse(content);
