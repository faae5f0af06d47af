import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The architecture's import rules, as `npm run lint` applies them (eslint.config.js): each case is a file that does
 * not exist, linted as if it did, in the place the rule is about. Every import names a real file, so only the rule
 * can refuse it.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the import rules of the lint', () => {
  it('keeps the web app’s lib/ and components/ free of features', async () => {
    const broken = await rulesBroken(
      'apps/web/src/lib/new-helper.ts',
      "import MessagesPage from '../features/chat/messages-page.tsx';\nexport const page = MessagesPage;\n",
    );
    expect(broken).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*lib\/ and components\/ import no feature/)]);
    const fromComponent = await rulesBroken(
      'apps/web/src/components/new-card.tsx',
      "import MessagesPage from '../features/chat/messages-page.tsx';\nexport const page = MessagesPage;\n",
    );
    expect(fromComponent).toHaveLength(1);
  });

  it('keeps each web feature from importing another', async () => {
    const code = "import MessagesPage from '../chat/messages-page.tsx';\nexport const page = MessagesPage;\n";
    expect(await rulesBroken('apps/web/src/features/tasks/new-list.tsx', code)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*A web feature imports no other feature/),
    ]);
    // Inside its own feature, the same kind of import is fine.
    expect(
      await rulesBroken(
        'apps/web/src/features/chat/new-view.tsx',
        "import MessagesPage from './messages-page.tsx';\nexport const page = MessagesPage;\n",
      ),
    ).toEqual([]);
  });

  it('keeps the server’s plugins/ and db/ free of features', async () => {
    const code = "import { chatFeature } from '../features/chat/feature.ts';\nexport const feature = chatFeature;\n";
    expect(await rulesBroken('apps/server/src/plugins/new-plugin.ts', code)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*plugins\/ and db\/ import no feature/),
    ]);
    expect(await rulesBroken('apps/server/src/db/new-helper.ts', code)).toHaveLength(1);
  });

  it('refuses server features that import each other in a circle, and allows one-way imports', async () => {
    // Chat already imports accounts (its posting limit's token bucket): accounts importing chat closes a circle.
    const code = "import { chatFeature } from '../chat/feature.ts';\nexport const feature = chatFeature;\n";
    const broken = await rulesBroken('apps/server/src/features/accounts/new-service.ts', code);
    expect(broken).toEqual([
      expect.stringMatching(/^architecture\/no-feature-cycles: Features import each other in a circle: accounts -> chat -> accounts/),
    ]);
    // Calendar reading competition is one way.
    expect(
      await rulesBroken(
        'apps/server/src/features/calendar/new-reader.ts',
        "import { competitionFeature } from '../competition/feature.ts';\nexport const f = competitionFeature;\n",
      ),
    ).toEqual([]);
  });

  it("refuses a function assigned into another feature's service (a wire that runs backwards), and allows a port", async () => {
    // Scouting imports competition; scouting writing its estimates into the competition service made competition call
    // scouting: the circle issue 47 found (scouting/feature.ts wrote competition.scoutingEstimates), invisible to imports.
    const wire = [
      "import type { CompetitionService } from '../competition/service.ts';",
      'export function wire({ competition }: { competition: CompetitionService }) {',
      '  competition.scoutingEstimates = async () => new Map();',
      '}',
      '',
    ].join('\n');
    expect(await rulesBroken('apps/server/src/features/scouting/new-wire.ts', wire)).toEqual([
      expect.stringMatching(
        /^architecture\/no-feature-cycles: A wire runs backwards: competition\.scoutingEstimates puts scouting's code into competition, so competition calls scouting/,
      ),
    ]);
    // The same through a class's own field, typed with the other feature's interface.
    const field = [
      "import type { CompetitionReads } from '../competition/reads.ts';",
      'export class Wire {',
      '  constructor(private readonly competition: CompetitionReads) {}',
      '  install() {',
      '    this.competition.eventPage = async () => null as never;',
      '  }',
      '}',
      '',
    ].join('\n');
    expect(await rulesBroken('apps/server/src/features/scouting/new-field-wire.ts', field)).toHaveLength(1);
    // Reading another feature's interface, and assigning into the feature's own objects, are no wires.
    const reads = [
      "import type { CompetitionReads } from '../competition/reads.ts';",
      'export async function teams(competition: CompetitionReads, own: { last: unknown }) {',
      "  own.last = await competition.eventPage('2025milac');",
      '}',
      '',
    ].join('\n');
    expect(await rulesBroken('apps/server/src/features/scouting/new-reader.ts', reads)).toEqual([]);
  });

  it("refuses the server parsing JSON (its own answers' text) but where a line says what outside input it is", async () => {
    const parsed = [
      "import type { CompetitionService } from '../competition/service.ts';",
      'export const read = async (competition: CompetitionService) => JSON.parse(String(competition.providerKind)) as unknown;',
      '',
    ].join('\n');
    expect(await rulesBroken('apps/server/src/features/ai/new-reader.ts', parsed)).toEqual([
      expect.stringMatching(/^no-restricted-syntax: The server parses no JSON of its own answers/),
    ]);
    const marked = [
      'export const body = (raw: string) =>',
      '  // eslint-disable-next-line no-restricted-syntax -- a provider body',
      '  JSON.parse(raw) as unknown;',
      '',
    ].join('\n');
    expect(await rulesBroken('apps/server/src/features/competition/cache/new-body.ts', marked)).toEqual([]);
  });

  it("keeps a web feature's requests in its api/ folder (decision 0009)", async () => {
    const code = "import { apiRequest } from '../../../lib/api-client.ts';\nexport const load = () => apiRequest<unknown>('/competition/updates');\n";
    expect(await rulesBroken('apps/web/src/features/competition/predictions/new-loader.ts', code)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*A feature's requests live in its api\/ folder/),
    ]);
    expect(await rulesBroken('apps/web/src/features/competition/api/new-loader.ts', code)).toEqual([]);
    // The client's other exports (its error type) are for anyone.
    const error = "import { ApiError } from '../../../lib/api-client.ts';\nexport const isApiError = (e: unknown) => e instanceof ApiError;\n";
    expect(await rulesBroken('apps/web/src/features/scouting/offline/new-errors.ts', error)).toEqual([]);
  });

  it('keeps the features from importing the app that wires them', async () => {
    const web = "import { router } from '../../app/router.tsx';\nexport const r = router;\n";
    expect(await rulesBroken('apps/web/src/features/tasks/new-link.tsx', web)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*app\/ wires the features together/),
    ]);
    const server = "import { buildApp } from '../../app.ts';\nexport const b = buildApp;\n";
    expect(await rulesBroken('apps/server/src/features/tasks/new-wiring.ts', server)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*app\.ts wires the features together/),
    ]);
  });

  it("follows React's rules of hooks and names every dependency", async () => {
    const conditional = [
      "import { useState } from 'react';",
      'export function Counter({ on }: { on: boolean }) {',
      '  if (!on) return null;',
      '  const [n] = useState(0);',
      '  return n;',
      '}',
      '',
    ].join('\n');
    expect(await rulesBroken('apps/web/src/features/tasks/new-counter.tsx', conditional)).toEqual([
      expect.stringMatching(/^react-hooks\/rules-of-hooks: React Hook "useState" is called conditionally/),
    ]);
    const missing = [
      "import { useEffect } from 'react';",
      'export function useTitle(title: string) {',
      '  useEffect(() => {',
      '    document.title = title;',
      '  }, []);',
      '}',
      '',
    ].join('\n');
    expect(await rulesBroken('apps/web/src/features/tasks/new-title.ts', missing)).toEqual([
      expect.stringMatching(/^react-hooks\/exhaustive-deps: React Hook useEffect has a missing dependency: 'title'/),
    ]);
    expect(await rulesBroken('apps/web/src/features/tasks/new-title.ts', missing.replace('}, []);', '}, [title]);'))).toEqual([]);
  });

  it('refuses files that import each other in a circle', async () => {
    // The messages page imports the split view; the split view importing the page back closes a circle.
    const code = "import MessagesPage from '../messages-page.tsx';\nexport const page = MessagesPage;\n";
    expect(await rulesBroken('apps/web/src/features/chat/conversation/chat-split-view.tsx', code)).toEqual([
      expect.stringMatching(/^import-x\/no-cycle: Dependency cycle detected/),
    ]);
  });

  it('keeps the shared package free of the apps', async () => {
    const code = "import { chatFeature } from '../../../../apps/server/src/features/chat/feature.ts';\nexport const feature = chatFeature;\n";
    expect(await rulesBroken('packages/shared/src/chat/new-rule.ts', code)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*The shared package imports nothing from the apps/),
    ]);
  });
});
