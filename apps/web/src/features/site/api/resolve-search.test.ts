import { describe, expect, it, vi } from 'vitest';
import { ApiError, type apiRequest } from '../../../lib/api-client.ts';
import { resolveSearchPath } from './resolve-search.ts';

const answering = (path: string) => vi.fn(async () => ({ path })) as unknown as typeof apiRequest;

describe('resolveSearchPath', () => {
  it('does nothing for blank text', async () => {
    const request = answering('/x');
    expect(await resolveSearchPath('   ', request)).toBeNull();
    expect(request).not.toHaveBeenCalled();
  });

  it('asks the server with the trimmed, encoded text and follows its path', async () => {
    const request = answering('/event?event=2025milac');
    expect(await resolveSearchPath('  2025milac ', request)).toBe('/event?event=2025milac');
    expect(request).toHaveBeenCalledWith('/search/resolve?q=2025milac');
  });

  it('falls back to the search page when the server fails', async () => {
    const request = vi.fn(async () => {
      throw new ApiError('down', 503);
    }) as unknown as typeof apiRequest;
    expect(await resolveSearchPath(' robot & co ', request)).toBe('/search?q=robot%20%26%20co');
  });

  it('never follows a path off the site', async () => {
    expect(await resolveSearchPath('x', answering('//evil.example/'))).toBe('/search?q=x');
    expect(await resolveSearchPath('x', answering('https://evil.example/'))).toBe('/search?q=x');
  });
});
