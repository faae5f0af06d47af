import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client.ts';
import { deriveAuthSnapshot, FALLBACK_USER, homePathFor, type AuthSnapshot, type AuthUser } from './auth-user.ts';
import { decideAccess } from './route-access.ts';

const member: AuthUser = { id: 2, username: 'sam', is_admin: false, user_type: 'member', avatar: null, avatar_color: '#ff6b00' };
const admin: AuthUser = { ...member, id: 1, is_admin: true };
const publicAccount: AuthUser = { ...member, id: 3, user_type: 'public' };

const signedIn = (user: AuthUser): AuthSnapshot => ({ status: 'authenticated', user });
const visitor: AuthSnapshot = { status: 'anonymous', user: null };
const resolving: AuthSnapshot = { status: 'loading', user: null };

describe('landing page after sign-in', () => {
  it('sends public accounts to /settings and everyone else to /dashboard', () => {
    expect(homePathFor(publicAccount)).toBe('/settings');
    expect(homePathFor(member)).toBe('/dashboard');
    expect(homePathFor(admin)).toBe('/dashboard');
    expect(homePathFor(FALLBACK_USER)).toBe('/dashboard');
  });
});

describe('route guards (spec 3 section 2)', () => {
  it('waits while auth resolves, whatever the route', () => {
    for (const access of ['member', 'admin', 'signed-in', 'visitor-only'] as const) {
      expect(decideAccess(access, resolving)).toEqual({ kind: 'loading' });
    }
  });

  it('sends visitors on member, admin and settings routes to /login', () => {
    expect(decideAccess('member', visitor)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideAccess('admin', visitor)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideAccess('signed-in', visitor)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends public accounts on member routes to /settings', () => {
    expect(decideAccess('member', signedIn(publicAccount))).toEqual({ kind: 'redirect', to: '/settings' });
  });

  it('lets members and administrators into member routes', () => {
    expect(decideAccess('member', signedIn(member))).toEqual({ kind: 'allow' });
    expect(decideAccess('member', signedIn(admin))).toEqual({ kind: 'allow' });
  });

  it('denies admin routes to non-administrators, public accounts included', () => {
    expect(decideAccess('admin', signedIn(member))).toEqual({ kind: 'denied' });
    expect(decideAccess('admin', signedIn(publicAccount))).toEqual({ kind: 'denied' });
    expect(decideAccess('admin', signedIn(FALLBACK_USER))).toEqual({ kind: 'denied' });
    expect(decideAccess('admin', signedIn(admin))).toEqual({ kind: 'allow' });
  });

  it('sends signed-in users away from sign-in and registration to their landing page', () => {
    expect(decideAccess('visitor-only', visitor)).toEqual({ kind: 'allow' });
    expect(decideAccess('visitor-only', signedIn(member))).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decideAccess('visitor-only', signedIn(publicAccount))).toEqual({ kind: 'redirect', to: '/settings' });
  });
});

describe('auth state at start-up and after sign-in (spec 1 section 4)', () => {
  it('is a visitor without a token', () => {
    expect(deriveAuthSnapshot(null, undefined, undefined)).toEqual({ status: 'anonymous', user: null });
  });
  it('is resolving while the profile loads', () => {
    expect(deriveAuthSnapshot('tok', undefined, undefined)).toEqual({ status: 'loading', user: null });
  });
  it('is the profile user once it arrives', () => {
    expect(deriveAuthSnapshot('tok', member, undefined)).toEqual({ status: 'authenticated', user: member });
  });
  it('treats a 401 profile as an invalid token: signed out', () => {
    expect(deriveAuthSnapshot('tok', undefined, new ApiError('Sign in again.', 401))).toEqual({ status: 'anonymous', user: null });
  });
  it('keeps the session with the fallback user (id 0, not admin) when the profile fails otherwise', () => {
    for (const error of [new ApiError('down', 503), new ApiError('offline', 0)]) {
      expect(deriveAuthSnapshot('tok', undefined, error)).toEqual({ status: 'authenticated', user: FALLBACK_USER });
    }
    expect(FALLBACK_USER).toMatchObject({ id: 0, is_admin: false });
  });
  it('keeps the session as the profile this device last read for the token when the profile cannot be fetched (offline)', () => {
    expect(deriveAuthSnapshot('tok', undefined, new ApiError('offline', 0), member)).toEqual({ status: 'authenticated', user: member });
    expect(deriveAuthSnapshot('tok', undefined, new ApiError('Sign in again.', 401), member)).toEqual({ status: 'anonymous', user: null });
  });
});

describe('after signing out', () => {
  it('sends the visitor home from guarded pages rather than to sign-in', () => {
    const justSignedOut: AuthSnapshot = { status: 'anonymous', user: null, signedOut: true };
    expect(decideAccess('member', justSignedOut)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess('signed-in', justSignedOut)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess('admin', justSignedOut)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess('member', visitor)).toEqual({ kind: 'redirect', to: '/login' });
  });
});
