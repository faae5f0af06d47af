import { describe, expect, it } from 'vitest';
import { engines, useTestWorld } from '../databases.ts';

const HOME = '192.0.2.10';
const THIEF = '203.0.113.9';

// Changing one's own password needs the current one, checked within the sign-in limits
// (docs/decisions/0006-sign-in-limits.md): a stolen token or an unlocked phone cannot take the account over.
describe.each(engines)('password change on %s', (engine) => {
  const t = useTestWorld(engine, { settings: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' } }, async ({ app }) => {
    await app.services.accounts.ensureFirstAdmin('coach', 'coachpass');
    const coach = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'coach', password: 'coachpass' } });
    const made = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { authorization: `Bearer ${coach.json().token}` },
      payload: { username: 'driver', password: 'secret1', user_type: 'member' },
    });
    return { coachToken: coach.json().token as string, driverId: made.json().user.id as number };
  });

  const signIn = (password: string, from = HOME) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'driver', password }, remoteAddress: from });
  const change = (token: string, payload: object, from = HOME) =>
    t.app.inject({ method: 'PUT', url: '/api/profile', headers: { authorization: `Bearer ${token}` }, payload, remoteAddress: from });

  it('refuses a new password without the current one, or with a wrong one, and changes nothing', async () => {
    const token = (await signIn('secret1')).json().token as string;
    const elsewhere = (await signIn('secret1')).json().token as string;

    const missing = await change(token, { password: 'taken-over' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'current_password', code: 'invalid_input' });
    expect(missing.json().error).toContain('Enter your current password');
    expect((await change(token, { password: 'taken-over', current_password: '' })).statusCode).toBe(400);
    const wrong = await change(token, { password: 'taken-over', current_password: 'guess-1' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ error: 'Your current password is not correct.', code: 'wrong_password' });
    // A current password with nothing to change is bad input too.
    expect((await change(token, { current_password: 'secret1' })).statusCode).toBe(400);

    // Nothing changed: the old password still signs in, the new one does not, the other session lives.
    expect((await signIn('taken-over')).statusCode).toBe(401);
    expect((await signIn('secret1')).statusCode).toBe(200);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${elsewhere}` } });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().password_changed_at).toBeNull();

    // With the current password it changes, and the other sessions end.
    const changed = await change(token, { password: 'brand-new-secret', current_password: 'secret1' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().password_changed_at).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${elsewhere}` } })).statusCode).toBe(401);
    expect((await signIn('brand-new-secret')).statusCode).toBe(200);
  });

  it('counts wrong current passwords as failed sign-ins, so a stolen token cannot guess the password through this door', async () => {
    const stolen = (await signIn('secret1')).json().token as string;
    // The thief, elsewhere, tries three passwords through the change form: the sign-in allowance of that address.
    for (let i = 0; i < 3; i++)
      expect((await change(stolen, { password: 'taken-over', current_password: `guess-${i}` }, THIEF)).statusCode).toBe(403);
    // Then even the right one is refused there, through either door.
    const refused = await change(stolen, { password: 'taken-over', current_password: 'secret1' }, THIEF);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn('secret1', THIEF)).statusCode).toBe(429);
    // Sign-in failures count here too: the same counters, from the same address.
    await signIn('wrong-1', '198.51.100.3');
    await signIn('wrong-2', '198.51.100.3');
    await signIn('wrong-3', '198.51.100.3');
    expect((await change(stolen, { password: 'taken-over', current_password: 'secret1' }, '198.51.100.3')).statusCode).toBe(429);
    // The owner at home is not affected, and the password never changed.
    expect((await signIn('secret1')).statusCode).toBe(200);
  });

  it("lets an administrator set another account's password without it, as before", async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${t.given.driverId}`,
      headers: { authorization: `Bearer ${t.given.coachToken}` },
      payload: { password: 'reset-by-coach' },
    });
    expect(res.statusCode).toBe(200);
    expect((await signIn('reset-by-coach')).statusCode).toBe(200);
  });
  it('does not let an administrator set their own password without the current one through the users page', async () => {
    const coachId = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${t.given.coachToken}` } })).json()
      .id as number;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${coachId}`,
      headers: { authorization: `Bearer ${t.given.coachToken}` },
      payload: { password: 'taken-over' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Change your own password on your profile page, with your current password.');
    const coach = (password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'coach', password } });
    expect((await coach('taken-over')).statusCode).toBe(401);
    expect((await coach('coachpass')).statusCode).toBe(200);
  });
});
