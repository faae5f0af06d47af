import { describe, expect, it } from 'vitest';
import { parseSettings, SettingsError } from './settings.ts';

describe('parseSettings', () => {
  it('gives the embedded defaults with nothing set', () => {
    const s = parseSettings({});
    expect(s.PORT).toBe(3000);
    expect(s.HOST).toBe('localhost');
    expect(s.DATA_DIR).toMatch(/\/data$/);
    expect(s.DATABASE_URL).toBeUndefined();
    expect(s.TEAM_TIME_ZONE).toBe('America/Detroit');
    expect(s.TRUST_PROXY).toBe(false);
    expect(s.PASSWORD_SCRYPT_LOG_N).toBe(15);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL'],
    [{ TEAM_TIME_ZONE: 'Mars/Olympus' }, 'TEAM_TIME_ZONE'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ SESSION_TTL_HOURS: '-1' }, 'SESSION_TTL_HOURS'],
    [{ ADMIN_USERNAME: 'coach' }, 'ADMIN_PASSWORD'],
    [{ PASSWORD_SCRYPT_LOG_N: '8' }, 'PASSWORD_SCRYPT_LOG_N'],
    [{ PUSH_SERVICE_HOSTS: 'push.example.org, 10.0.0.1' }, 'PUSH_SERVICE_HOSTS'],
    [{ PUSH_SERVICE_HOSTS: 'https://push.example.org' }, 'PUSH_SERVICE_HOSTS'],
    [{ PUSH_SERVICE_HOSTS: 'localhost' }, 'PUSH_SERVICE_HOSTS'],
    [{ PUSH_SERVICE_HOSTS: 'push.example.org:8443' }, 'PUSH_SERVICE_HOSTS'],
  ])('stops on %j naming %s', (env, name) => {
    expect(() => parseSettings(env)).toThrow(SettingsError);
    expect(() => parseSettings(env)).toThrow(new RegExp(`${name}:`));
  });

  it('reads extra push service hosts as a list, exact or with a wildcard', () => {
    expect(parseSettings({}).PUSH_SERVICE_HOSTS).toEqual([]);
    expect(parseSettings({ PUSH_SERVICE_HOSTS: ' Push.Example.org, *.push.example.net ,' }).PUSH_SERVICE_HOSTS).toEqual([
      'push.example.org',
      '*.push.example.net',
    ]);
  });

  it('treats empty strings as unset', () => {
    expect(parseSettings({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });
});
