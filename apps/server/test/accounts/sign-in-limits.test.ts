import { beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/features/accounts/passwords.ts';
import { engines, TEST_SCRYPT_LOG_N, useTestWorld } from '../databases.ts';

const SCHOOL = '198.51.100.20';
const STRANGER = '203.0.113.66';
const OWNER_ELSEWHERE = '192.0.2.44';

// The limits of docs/decisions/0006-sign-in-limits.md: failures count, per address, per account and address, and
// per account from everywhere (a ceiling past which strangers are spaced out). Addresses are set per request.
describe.each(engines)('sign-in limits on %s', (engine) => {
  const start = new Date('2026-09-12T08:00:00-04:00');
  let clock = start;
  const t = useTestWorld(
    engine,
    {
      now: () => clock,
      settings: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '10', LOGIN_ACCOUNT_CEILING: '20', LOGIN_SPACING_SECONDS: '10', LOGIN_WINDOW_SECONDS: '900' },
    },
    async ({ app, database }) => {
      await app.services.accounts.ensureFirstAdmin('coach', 'coachpass');
      // Forty members, made in one statement with one hash at the tests' cost.
      const hash = await hashPassword('secret1', Number(TEST_SCRYPT_LOG_N));
      await database.query(
        `insert into users (username, password_hash, user_type) select 'student' || i, $1, 'member' from generate_series(1, 40) i`,
        [hash],
      );
    },
  );
  beforeEach(() => {
    clock = start;
  });

  /** A sign-in from an address, and from a device when given (the X-Session-ID the apps keep on it). */
  const signIn = (username: string, password: string, from: string, device?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      remoteAddress: from,
      headers: device ? { 'x-session-id': device } : {},
    });
  const at = (ms: number) => (clock = new Date(start.getTime() + ms));
  const OWNER_PHONE = '5f0c1a9e2b7d4c3e8a6f1b2c3d4e5f60';
  const GUESSER_LAPTOP = '0a1b2c3d4e5f60718293a4b5c6d7e8f9';

  it('lets a team of 40 behind one school address sign in twice each, some at the same moment', { timeout: 300_000 }, async () => {
    const students = Array.from({ length: 40 }, (_, i) => `student${i + 1}`);
    const statuses: number[] = [];
    for (let round = 0; round < 2; round++) {
      // Eight at a time, as a room full of laptops would.
      for (let i = 0; i < students.length; i += 8) {
        const batch = await Promise.all(students.slice(i, i + 8).map((name) => signIn(name, 'secret1', SCHOOL)));
        statuses.push(...batch.map((r) => r.statusCode));
      }
    }
    expect(statuses).toHaveLength(80);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });

  it(
    'counts failures per address: a few typos at school lock no one out, a guesser spraying many names is stopped',
    { timeout: 300_000 },
    async () => {
      // Sixteen students mistype once, then get it right.
      for (let i = 1; i <= 16; i++) {
        expect((await signIn(`student${i}`, 'typo', SCHOOL)).statusCode).toBe(401);
        expect((await signIn(`student${i}`, 'secret1', SCHOOL)).statusCode).toBe(200);
      }
      // Someone tries names and passwords from one address: 30 failures (the default), then refused.
      const sprayed = [];
      for (let i = 0; i < 32; i++) sprayed.push((await signIn(`guess${i}`, 'password1', STRANGER)).statusCode);
      expect(sprayed.slice(0, 30).every((s) => s === 401)).toBe(true);
      expect(sprayed.slice(30)).toEqual([429, 429]);
      const refused = await signIn('student20', 'secret1', STRANGER);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    },
  );

  it("does not let a stranger's wrong passwords keep the owner out from another address", async () => {
    const guesses = [];
    for (let i = 0; i < 14; i++) guesses.push((await signIn('coach', `guess-${i}`, STRANGER)).statusCode);
    expect(guesses).toEqual([...Array(10).fill(401), 429, 429, 429, 429]);
    // The stranger's address stays refused for this account, even with the right password...
    expect((await signIn('coach', 'coachpass', STRANGER)).statusCode).toBe(429);
    // ...while the owner, from an address never used before, gets in at once.
    expect((await signIn('coach', 'coachpass', OWNER_ELSEWHERE)).statusCode).toBe(200);
    // And once the window has passed, the stranger's address may try again.
    clock = new Date(start.getTime() + 901_000);
    expect((await signIn('coach', 'guess-again', STRANGER)).statusCode).toBe(401);
  });

  it('counts an IPv6 /64 as one address: a guesser taking a new address in it for each guess is stopped all the same', async () => {
    // One account, a new address of one /64 for each guess: ten, then refused, even the right password.
    const guesses = [];
    for (let i = 1; i <= 12; i++) guesses.push((await signIn('student12', `guess-${i}`, `2001:db8:66:1::${i.toString(16)}`)).statusCode);
    expect(guesses).toEqual([...Array(10).fill(401), 429, 429]);
    expect((await signIn('student12', 'secret1', '2001:db8:66:1:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
    // Many names from one /64: the address's 30, then refused.
    const sprayed = [];
    for (let i = 0; i < 32; i++) sprayed.push((await signIn(`guess${i}`, 'password1', `2001:db8:66:2:${i.toString(16)}::1`)).statusCode);
    expect(sprayed.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(sprayed.slice(30)).toEqual([429, 429]);
    // An IPv4 address written as IPv6 (a dual-stack socket) is that address.
    for (let i = 0; i < 10; i++) expect((await signIn('student13', `typo-${i}`, '203.0.113.90')).statusCode).toBe(401);
    expect((await signIn('student13', 'secret1', '::ffff:203.0.113.90')).statusCode).toBe(429);
    // Another /64 is another network.
    expect((await signIn('student12', 'secret1', '2001:db8:66:3::1')).statusCode).toBe(200);
  });

  it("treats an address of a network the account signed in from as known: the owner's home /64, on a new address", async () => {
    expect((await signIn('student14', 'secret1', '2001:db8:f00d:7::10')).statusCode).toBe(200);
    // Ten typos at home, each from the address the phone has taken that hour.
    for (let i = 0; i < 10; i++) expect((await signIn('student14', `typo-${i}`, `2001:db8:f00d:7::${20 + i}`)).statusCode).toBe(401);
    // Home is known, so past the ten it shares the account's spaced slot (free now) instead of waiting the window.
    expect((await signIn('student14', 'secret1', '2001:db8:f00d:7:1234::1')).statusCode).toBe(200);
  });

  it('limits sign-ups per network: an IPv6 /64 makes its 10 accounts however many addresses it takes', async () => {
    const signUp = (username: string, from: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { username, password: 'secret1' }, remoteAddress: from });
    for (let i = 1; i <= 10; i++) expect((await signUp(`fan${i}`, `2001:db8:5a:1::${i}`)).statusCode).toBe(200);
    const refused = await signUp('fan11', '2001:db8:5a:1:9::9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/from this address/);
    expect((await signUp('fan12', '2001:db8:5a:2::1')).statusCode).toBe(200);
  });

  it('tries no more than the allowance of guesses sent from one address at the same moment', async () => {
    const guesses = await Promise.all(Array.from({ length: 14 }, (_, i) => signIn('student5', `guess-${i}`, STRANGER)));
    expect(guesses.filter((g) => g.statusCode === 401)).toHaveLength(10);
    expect(guesses.filter((g) => g.statusCode === 429)).toHaveLength(4);
  });

  it('tries no more than the allowance of guesses sent from a known device at the same moment, whatever their addresses', async () => {
    expect((await signIn('student9', 'secret1', SCHOOL, OWNER_PHONE)).statusCode).toBe(200);
    // Someone holding the unlocked phone: 14 guesses at once, each from another address.
    const guesses = await Promise.all(Array.from({ length: 14 }, (_, i) => signIn('student9', `guess-${i}`, `10.66.0.${i}`, OWNER_PHONE)));
    expect(guesses.filter((g) => g.statusCode === 401)).toHaveLength(10);
    expect(guesses.filter((g) => g.statusCode === 429)).toHaveLength(4);
    // Then the phone waits for the window, even with the right password.
    expect((await signIn('student9', 'secret1', SCHOOL, OWNER_PHONE)).statusCode).toBe(429);
  });

  it(
    'slows a guessing attack spread over many addresses past the ceiling, while the owner at a known address gets in at once',
    { timeout: 300_000 },
    async () => {
      // The owner signed in from home before.
      const HOME = '192.0.2.10';
      expect((await signIn('coach', 'coachpass', HOME)).statusCode).toBe(200);

      // One guess a second from a new address each time, for two minutes of the app clock.
      const outcome: number[] = [];
      for (let second = 0; second < 120; second++) {
        clock = new Date(start.getTime() + second * 1000);
        const res = await signIn('coach', `guess-${second}`, `10.77.${Math.floor(second / 200)}.${second % 200}`);
        outcome.push(res.statusCode);
        if (res.statusCode === 429) {
          const wait = Number(res.headers['retry-after']);
          expect(wait).toBeGreaterThan(0);
          expect(wait).toBeLessThanOrEqual(10);
        }
      }
      const checked = outcome.filter((s) => s === 401).length;
      // The first 20 are checked (the ceiling), then one every 10 s: 20 + 10 instead of 120.
      expect(outcome.slice(0, 20).every((s) => s === 401)).toBe(true);
      expect(checked).toBeGreaterThanOrEqual(29);
      expect(checked).toBeLessThanOrEqual(31);
      expect(outcome.filter((s) => s === 429)).toHaveLength(120 - checked);

      // Past the ceiling, the owner at home is not slowed at all...
      expect((await signIn('coach', 'coachpass', HOME)).statusCode).toBe(200);
      // ...and from a new address shares the spaced attempts: right after an attacker's, it waits at most the spacing.
      clock = new Date(clock.getTime() + 10_000);
      expect((await signIn('coach', 'one-more', '10.77.9.9')).statusCode).toBe(401);
      const fromHotel = await signIn('coach', 'coachpass', OWNER_ELSEWHERE);
      expect(fromHotel.statusCode).toBe(429);
      expect(fromHotel.headers['retry-after']).toBe('10');
      clock = new Date(clock.getTime() + 10_000);
      expect((await signIn('coach', 'coachpass', OWNER_ELSEWHERE)).statusCode).toBe(200);
    },
  );
  it(
    'lets the owner in on their own device at the school address however many wrong passwords were tried there, and a new device after a short wait',
    { timeout: 300_000 },
    async () => {
      expect((await signIn('coach', 'coachpass', SCHOOL, OWNER_PHONE)).statusCode).toBe(200);
      // Someone at school, on another laptop, tries 11 passwords, then 40 more at once.
      const guesses: number[] = [];
      for (let i = 0; i < 11; i++) guesses.push((await signIn('coach', `guess-${i}`, SCHOOL, GUESSER_LAPTOP)).statusCode);
      const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn('coach', `burst-${i}`, SCHOOL)));
      // Ten, then the school (an address the owner used) shares the account's spaced slot: one more now, no more.
      expect(guesses).toEqual(Array(11).fill(401));
      expect(burst.filter((r) => r.statusCode === 401)).toHaveLength(0);
      expect(burst.every((r) => r.statusCode === 429 && Number(r.headers['retry-after']) <= 10)).toBe(true);

      // The owner's phone is let in at once, at the same moment.
      expect((await signIn('coach', 'coachpass', SCHOOL, OWNER_PHONE)).statusCode).toBe(200);

      // That success wipes the school's slate for the account, so the guesser has ten again, then waits for the slot.
      const again: number[] = [];
      for (let i = 0; i < 11; i++) again.push((await signIn('coach', `again-${i}`, SCHOOL, GUESSER_LAPTOP)).statusCode);
      expect(again).toEqual([...Array(10).fill(401), 429]);
      // A school computer the owner never used shares the slot: it waits seconds, not the 15-minute window.
      const LIBRARY_PC = 'library-pc-never-used-here-0001';
      const fromLibrary = await signIn('coach', 'coachpass', SCHOOL, LIBRARY_PC);
      expect(fromLibrary.statusCode).toBe(429);
      const wait = Number(fromLibrary.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(10);
      at(wait * 1000);
      expect((await signIn('coach', 'coachpass', SCHOOL, LIBRARY_PC)).statusCode).toBe(200);
    },
  );

  it(
    'lets the owner in on a device they used before from 10 new addresses while a steady spread attack keeps the spaced slot taken',
    { timeout: 300_000 },
    async () => {
      expect((await signIn('coach', 'coachpass', '192.0.2.10', OWNER_PHONE)).statusCode).toBe(200);
      // Five guesses a second, each from a new address, for a minute of the app clock; every six seconds the owner
      // tries from a new address too (a hotel, a phone network, a friend's house).
      const attack: number[] = [];
      const owner: number[] = [];
      for (let tick = 0; tick < 300; tick++) {
        at(tick * 200);
        attack.push((await signIn('coach', `guess-${tick}`, `10.88.${Math.floor(tick / 200)}.${tick % 200}`)).statusCode);
        if (tick % 30 === 29) owner.push((await signIn('coach', 'coachpass', `198.18.0.${tick}`, OWNER_PHONE)).statusCode);
      }
      expect(owner).toEqual(Array(10).fill(200));
      // The attack stays bounded: the ceiling's 20, then one a spacing (10 s) over the minute.
      const checked = attack.filter((s) => s === 401).length;
      expect(checked).toBeGreaterThanOrEqual(25);
      expect(checked).toBeLessThanOrEqual(27);
      // A device the owner never signed in on cannot be told from the attacker's: it shares the slot.
      expect((await signIn('coach', 'coachpass', OWNER_ELSEWHERE, 'borrowed-laptop-never-used-0001')).statusCode).toBe(429);
      // Nor is a device trusted for an account it signed in to before the password changed (a lost phone).
      await t.database.query("update users set password_changed_at = now() + interval '1 day' where username = 'coach'");
      expect((await signIn('coach', 'coachpass', '198.18.1.1', OWNER_PHONE)).statusCode).toBe(429);
    },
  );

  it("clears that account's failures from that address and that device with the right password, and no one else's", async () => {
    // Nine wrong passwords from a stranger's address, then nine typos at a café and the right password there.
    const CAFE = '198.51.100.77';
    const LAPTOP = 'owner-laptop-0123456789abcdef';
    for (let i = 0; i < 9; i++) expect((await signIn('student7', `other-${i}`, STRANGER)).statusCode).toBe(401);
    for (let i = 0; i < 9; i++) expect((await signIn('student7', `typo-${i}`, CAFE)).statusCode).toBe(401);
    expect((await signIn('student7', 'secret1', CAFE, LAPTOP)).statusCode).toBe(200);

    // The other address keeps its nine: one more is checked, then it is refused, even the right password.
    expect((await signIn('student7', 'other-9', STRANGER)).statusCode).toBe(401);
    expect((await signIn('student7', 'secret1', STRANGER)).statusCode).toBe(429);
    // The café's slate is clean: ten more typos are all checked, and only then does the café share the spaced slot.
    const again: number[] = [];
    for (let i = 0; i < 12; i++) again.push((await signIn('student7', `again-${i}`, CAFE)).statusCode);
    expect(again).toEqual([...Array(11).fill(401), 429]);

    // The laptop, a known device now, counts for itself: nine typos, the right password, and ten more are checked.
    const fromHome = '192.0.2.88';
    for (let i = 0; i < 9; i++) expect((await signIn('student7', `home-${i}`, fromHome, LAPTOP)).statusCode).toBe(401);
    expect((await signIn('student7', 'secret1', fromHome, LAPTOP)).statusCode).toBe(200);
    const onLaptop: number[] = [];
    for (let i = 0; i < 11; i++) onLaptop.push((await signIn('student7', `laptop-${i}`, `192.0.2.${100 + i}`, LAPTOP)).statusCode);
    expect(onLaptop).toEqual([...Array(10).fill(401), 429]);
  });
});
