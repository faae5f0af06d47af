import { describe, expect, it } from 'vitest';
import { FALLBACK_USER, type AuthUser } from '../../lib/auth/auth-user.ts';
import { accountNavItem, PUBLIC_SITE_LINKS } from './public-nav.ts';

const member: AuthUser = { id: 4, username: 'ava', is_admin: false, user_type: 'member', avatar: null, avatar_color: '#ff6b00' };

describe('public navigation bar', () => {
  it('lists the site pages in the order of the spec', () => {
    expect(PUBLIC_SITE_LINKS.map((l) => `${l.label} ${l.to}`)).toEqual([
      'Robots /robots',
      'Sponsors /sponsors',
      'Schedule /schedule',
      'Scouting /scouting',
      'FTC /ftc',
    ]);
  });

  it('offers Login to visitors', () => {
    expect(accountNavItem({ status: 'anonymous', user: null })).toEqual({ label: 'Login', to: '/login' });
  });

  it('offers Dashboard to members and administrators', () => {
    expect(accountNavItem({ status: 'authenticated', user: member })).toEqual({ label: 'Dashboard', to: '/dashboard' });
    expect(accountNavItem({ status: 'authenticated', user: { ...member, is_admin: true } })?.to).toBe('/dashboard');
  });

  it('offers Settings instead of Dashboard to public accounts', () => {
    expect(accountNavItem({ status: 'authenticated', user: { ...member, user_type: 'public' } })).toEqual({
      label: 'Settings',
      to: '/settings',
    });
  });

  it('treats the fallback user (profile unreadable) as signed in', () => {
    expect(accountNavItem({ status: 'authenticated', user: FALLBACK_USER })?.label).toBe('Dashboard');
  });

  it('shows no account link while auth is resolving', () => {
    expect(accountNavItem({ status: 'loading', user: null })).toBeNull();
  });
});
