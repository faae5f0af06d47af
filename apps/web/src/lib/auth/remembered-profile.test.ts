import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from './auth-user.ts';
import { forgetProfile, rememberedProfile, rememberProfile } from './remembered-profile.ts';

const member: AuthUser = { id: 7, username: 'sam', is_admin: false, user_type: 'member', avatar: null, avatar_color: '#ff6b00' };

describe('the profile remembered for a start with no network', () => {
  const stored = new Map<string, string>();
  beforeEach(() => {
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
      removeItem: (k: string) => void stored.delete(k),
    });
  });
  afterEach(() => {
    stored.clear();
    vi.unstubAllGlobals();
  });

  it('answers the profile for the token it was read with, and only for it', () => {
    rememberProfile('token-a', { ...member, email: 'x@example.org' } as AuthUser);
    expect(rememberedProfile('token-a')).toEqual(member);
    expect(rememberedProfile('token-b')).toBeNull();
    expect([...stored.values()].join()).not.toContain('token-a');
  });

  it('is forgotten on sign-out, and a damaged entry reads as none', () => {
    rememberProfile('token-a', member);
    forgetProfile();
    expect(rememberedProfile('token-a')).toBeNull();
    stored.set('last_profile', '{not json');
    expect(rememberedProfile('token-a')).toBeNull();
  });
});
