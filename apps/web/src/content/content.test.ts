import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ftcContent,
  gameContent,
  privacyPolicyContent,
  robotsContent,
  scheduleContent,
  sponsorsContent,
  teamContent,
} from '@team7790/shared/site/content-schema';

const here = path.dirname(fileURLToPath(import.meta.url));
const publicDir = path.resolve(here, '../../public');
const read = (file: string): unknown => JSON.parse(readFileSync(path.join(here, file), 'utf8'));

const schemas = {
  'team.json': teamContent,
  'game.json': gameContent,
  'robots.json': robotsContent,
  'sponsors.json': sponsorsContent,
  'schedule.json': scheduleContent,
  'ftc.json': ftcContent,
  'privacy-policy.json': privacyPolicyContent,
} as const;

/** How many images each content file shows today: a file read as empty would otherwise check nothing. */
const IMAGES_AT_LEAST: Record<keyof typeof schemas, number> = {
  'team.json': 0,
  'game.json': 1,
  'robots.json': 2,
  'sponsors.json': 8,
  'schedule.json': 0,
  'ftc.json': 1,
  'privacy-policy.json': 0,
};

/** Every image path a content file points at. */
function imagePaths(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('/images/') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(imagePaths);
  if (value && typeof value === 'object') return Object.values(value).flatMap(imagePaths);
  return [];
}

describe('site content files', () => {
  it('has a schema for every content file', () => {
    const files = readdirSync(here).filter((f) => f.endsWith('.json'));
    expect(files.sort()).toEqual(Object.keys(schemas).sort());
  });

  for (const [file, schema] of Object.entries(schemas)) {
    it(`${file} matches its schema`, () => {
      const result = schema.safeParse(read(file));
      expect(result.success, result.success ? '' : JSON.stringify(result.error.issues, null, 2)).toBe(true);
    });

    it(`${file} points only at images we serve`, () => {
      const images = imagePaths(read(file));
      expect(images.length).toBeGreaterThanOrEqual(IMAGES_AT_LEAST[file as keyof typeof schemas]);
      for (const image of images) expect(existsSync(path.join(publicDir, image)), image).toBe(true);
    });
  }

  it('rejects a broken edit with the field named', () => {
    const robots = read('robots.json') as { current: { image: { alt: string } } };
    robots.current.image.alt = '';
    const result = robotsContent.safeParse(robots);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['current', 'image', 'alt']);
    const sponsors = read('sponsors.json') as { sponsors: unknown[] };
    sponsors.sponsors.pop();
    expect(sponsorsContent.safeParse(sponsors).error?.issues[0]?.message).toBe('the sponsors page shows eight sponsors');
  });

  it('the privacy policy has every section of spec 3, dated 2025-08-26, and lists everything collected', () => {
    const policy = privacyPolicyContent.parse(read('privacy-policy.json'));
    expect(policy.lastUpdated).toBe('2025-08-26');
    expect(policy.sections.map((s) => s.id)).toEqual([
      'information-we-collect',
      'how-we-use-information',
      'third-parties',
      'opting-out',
      'data-retention',
      'children',
      'security',
      'changes',
      'consent',
      'contact',
    ]);
    const text = JSON.stringify(policy).toLowerCase();
    for (const item of [
      'ip address',
      'pages visited',
      'time spent',
      'operating system',
      'approximate location',
      'user id',
      'username',
      'password hash',
      'push token',
      'device platform',
      // Spec 3's list, in the product's one spelling (issue 21: US 'Favorite').
      'favorite teams',
      'session identifiers',
      'user agent',
      'user-generated content',
      'timestamps',
      'uninstalling',
      'under 13',
    ]) {
      expect(text, item).toContain(item);
    }
  });
});
