import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Fails with every axe violation on the page (or inside `include`), one line each with its elements.
 *
 * axe runs in the page itself (AxeBuilder's legacy mode). By default AxeBuilder opens a new blank page for every
 * check to merge the results of the page's frames, which more than doubled the time of each check; the product's
 * only frames are third-party video players, whose inside is not ours to test.
 */
/** The rules of the tags that read colours: what a page in the dark scheme can fail that its light twin passes. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * `darkColoursOnly`: in the dark scheme, run only the colour rules. For a walk that checks every page in the light
 * scheme at the same width too: the two schemes draw the same elements, names, roles and order, and differ only in
 * their colours (the custom properties of the theme), so the other rules would repeat the light pass's answers. It cut
 * the competition walk's dark passes to about a third of their time.
 */
export async function expectNoAxeViolations(
  page: Page,
  label: string,
  options: { include?: string; tags?: string[]; darkColoursOnly?: boolean } = {},
) {
  await settled(page);
  const tags = options.tags ?? AXE_TAGS;
  const coloursOnly = options.darkColoursOnly === true && (await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches));
  // `options()` replaces every option set before it, the tags among them: it comes first.
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  builder = coloursOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(tags);
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  // The check ran the rules it was asked for (a later option once dropped the tags, and axe ran its whole default set).
  expect(results.toolOptions.runOnly, label).toEqual(coloursOnly ? { type: 'rule', values: COLOUR_RULES } : { type: 'tag', values: tags });
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)}${contrastOf(n)}`).join(', ')}`),
    label,
  ).toEqual([]);
}

/**
 * Checks the page as it is in both colour schemes on one load: the light scheme with every rule, then the dark one with
 * the colour rules (`darkColoursOnly`), switched by media emulation (the theme is CSS's prefers-color-scheme alone, so
 * a switch redraws what a load in the dark scheme draws; `settled` waits for the colour transitions it starts). It
 * ends in the light scheme. `each` runs after each scheme's check (a screenshot, say). One load instead of two halved
 * the walks' page loads, account set-ups and navigations, which cost more than the dark passes' rules.
 */
export async function expectNoAxeViolationsInBothSchemes(
  page: Page,
  label: string,
  options: { include?: string; tags?: string[]; each?: (scheme: 'light' | 'dark') => Promise<void> } = {},
) {
  const { each, ...check } = options;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoAxeViolations(page, `${label}, ${scheme}`, { ...check, darkColoursOnly: scheme === 'dark' });
    await each?.(scheme);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * Waits until no finite animation or transition is running. A colour scheme just switched (page.emulateMedia) starts
 * the colour transitions of the page's tabs, buttons and rows; reduced motion makes them 0.01 ms long, but they end
 * only on the page's next frame, and axe reads the colours when it runs. On a busy machine no frame had come yet, and
 * CI read the light scheme's text (#4f5b6e, #0f172a) on the dark scheme's surfaces. document.getAnimations() first
 * applies pending style changes, so the transitions a switch starts are among those it returns.
 */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

/** For a contrast failure, the colours axe read (' (#a3aec2 on #131a2b, 8.1:1)'): a flaky one then names its cause. */
function contrastOf(node: { any: { data?: unknown }[] }): string {
  const data = node.any.find((check) => check.data && typeof check.data === 'object' && 'contrastRatio' in check.data)?.data as
    { fgColor?: string; bgColor?: string; contrastRatio?: number; fontSize?: string } | undefined;
  return data ? ` (${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1 at ${data.fontSize})` : '';
}
