import { defaultAvatarColor } from '@team7790/shared/accounts/avatar-palette';
import type { Profile, RegisterBody, UpdateProfileBody, UserType } from '@team7790/shared/accounts/contracts';
import { conflict, forbidden, tooManyRequests, unauthorized } from '../../http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { Settings } from '../../settings.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import type { RateLimiter, TokenBucket } from './rate-limit.ts';
import { AccountsRepo, isUniqueViolation, type UserRow } from './repo.ts';
import { hashSessionToken, newSessionToken } from './tokens.ts';

export interface ClientInfo {
  ip: string;
  userAgent?: string;
  clientSessionId?: string;
}

const INVALID_LOGIN = 'Invalid username or password';
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export function toProfile(user: UserRow): Profile {
  return {
    id: user.id,
    username: user.username,
    is_admin: user.isAdmin,
    user_type: user.userType,
    avatar: user.avatar,
    avatar_color: user.avatarColor,
    created_at: user.createdAt.toISOString(),
    password_changed_at: user.passwordChangedAt?.toISOString() ?? null,
  };
}

export class AccountsService {
  constructor(
    private readonly repo: AccountsRepo,
    private readonly limiter: RateLimiter,
    private readonly buckets: TokenBucket,
    private readonly settings: Pick<
      Settings,
      | 'SESSION_TTL_HOURS'
      | 'LOGIN_MAX_PER_ADDRESS'
      | 'LOGIN_MAX_FAILURES_PER_ACCOUNT'
      | 'LOGIN_ACCOUNT_CEILING'
      | 'LOGIN_SPACING_SECONDS'
      | 'LOGIN_WINDOW_SECONDS'
      | 'REGISTER_MAX_PER_ADDRESS'
      | 'REGISTER_WINDOW_SECONDS'
      | 'PASSWORD_SCRYPT_LOG_N'
    >,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Sign-in limits count failures (docs/decisions/0006-sign-in-limits.md): per address, per account and address,
   * and per account from everywhere (a ceiling past which strangers are spaced out). Each attempt is counted before
   * its password is checked, so guesses sent at the same moment (to any instance) cannot all slip under a limit, and
   * given back unless it turns out a wrong password: successes and refused attempts count for nothing.
   */
  async login(username: string, password: string, client: ClientInfo): Promise<string> {
    const s = this.settings;
    const name = username.toLowerCase();
    const buckets = { address: `login:ip:${client.ip}`, pair: `login:pair:${client.ip}:${name}`, account: `login:account:${name}` };
    const window = s.LOGIN_WINDOW_SECONDS;
    const [byAddress, byPair, byAccount] = await Promise.all([
      this.limiter.hit(buckets.address, window),
      this.limiter.hit(buckets.pair, window),
      this.limiter.hit(buckets.account, window),
    ]);
    let outcome: 'refused' | 'failed' | 'succeeded' = 'refused';
    try {
      // One address guessing at one account: refused whoever it is, or it could guess on for ever.
      if (byPair.hits > s.LOGIN_MAX_FAILURES_PER_ACCOUNT) {
        throw tooManyRequests(byPair.retryAfterSeconds, 'Too many failed sign-in attempts for this account. Please wait and try again.');
      }
      // The limits for strangers: an address this account has signed in from before is exempt from them.
      const overAddress = byAddress.hits > s.LOGIN_MAX_PER_ADDRESS;
      const overCeiling = byAccount.hits > s.LOGIN_ACCOUNT_CEILING;
      if ((overAddress || overCeiling) && !(await this.repo.hasSignedInFrom(name, client.ip))) {
        if (overAddress) {
          throw tooManyRequests(byAddress.retryAfterSeconds, 'Too many failed sign-in attempts from your network. Please wait and try again.');
        }
        // A guessing attack spread over many addresses: one attempt at a time on this account, from them all together.
        const slot = await this.buckets.take(`login:spaced:${name}`, { burst: 1, intervalMs: s.LOGIN_SPACING_SECONDS * 1000 });
        if (!slot.allowed) {
          throw tooManyRequests(
            slot.retryAfterSeconds,
            'Too many failed sign-in attempts for this account. Please wait a few seconds and try again.',
          );
        }
      }

      const user = await this.repo.findUserByUsername(username);
      const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash(this.settings.PASSWORD_SCRYPT_LOG_N)));
      if (!user || !ok) {
        outcome = 'failed';
        throw unauthorized(INVALID_LOGIN);
      }
      outcome = 'succeeded';
      return await this.startSession(user.id, client);
    } finally {
      if (outcome !== 'failed') {
        await Promise.all([
          this.limiter.giveBack(buckets.address),
          this.limiter.giveBack(buckets.account),
          // The right password from this address wipes its slate for the account; a refused attempt only its own count.
          outcome === 'succeeded' ? this.limiter.reset(buckets.pair) : this.limiter.giveBack(buckets.pair),
        ]);
      }
    }
  }

  /**
   * Self-registration always makes a public account. Member and administrator accounts are
   * made only by an administrator (`creator`), whose choice of is_admin and user_type is honoured.
   */
  async register(body: RegisterBody, client: ClientInfo, creator: AuthUser | null) {
    const byAdmin = creator?.isAdmin === true;
    if (!byAdmin && (body.is_admin === true || body.user_type === 'member')) {
      throw forbidden('Only an administrator can create member or administrator accounts.');
    }
    if (!byAdmin) {
      const s = this.settings;
      const hits = await this.limiter.hit(`register:ip:${client.ip}`, s.REGISTER_WINDOW_SECONDS);
      if (hits.hits > s.REGISTER_MAX_PER_ADDRESS) {
        throw tooManyRequests(hits.retryAfterSeconds, 'Too many accounts created from this address. Please try again later.');
      }
    }
    const userType: UserType = byAdmin ? (body.user_type ?? 'member') : 'public';
    const isAdmin = byAdmin && userType === 'member' && body.is_admin === true;
    const user = await this.createUser(body.username, body.password, { isAdmin, userType });
    if (byAdmin) return { user: toProfile(user) };
    return { token: await this.startSession(user.id, client) };
  }

  async createUser(username: string, password: string, role: { isAdmin: boolean; userType: UserType }): Promise<UserRow> {
    const passwordHash = await hashPassword(password, this.settings.PASSWORD_SCRYPT_LOG_N);
    // One colour per person in chat: the palette colour fewest members have (two accounts made at once may share one).
    const avatarColor = defaultAvatarColor(await this.repo.avatarColorUsage());
    try {
      // The app's clock, as every chat message's: a never-read chat counts what arrived after the account was made.
      return await this.repo.insertUser({
        username,
        passwordHash,
        isAdmin: role.isAdmin,
        userType: role.userType,
        avatarColor,
        createdAt: this.now(),
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('Username is already taken.');
      throw err;
    }
  }

  /** Resolves a bearer token to its user; revoked, expired or unknown tokens resolve to null. */
  async authenticate(token: string): Promise<AuthUser | null> {
    const now = this.now();
    const found = await this.repo.findLiveSession(hashSessionToken(token), now);
    if (!found) return null;
    if (now.getTime() - found.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.repo.touchSession(found.session.id, now);
    }
    return {
      id: found.user.id,
      username: found.user.username,
      isAdmin: found.user.isAdmin,
      userType: found.user.userType,
      sessionId: found.session.id,
    };
  }

  async logout(user: AuthUser): Promise<void> {
    await this.repo.revokeSession(user.sessionId, this.now());
  }

  async profile(user: AuthUser): Promise<Profile> {
    const row = await this.repo.findUserById(user.id);
    if (!row) throw unauthorized();
    return toProfile(row);
  }

  /** A password change signs the account out everywhere else and renews the calendar feed link; the session that made it stays. */
  async updateProfile(user: AuthUser, changes: UpdateProfileBody): Promise<Profile> {
    const now = this.now();
    const update: Parameters<AccountsRepo['updateUser']>[1] = {};
    if (changes.username !== undefined) update.username = changes.username;
    if (changes.avatar_color !== undefined) update.avatarColor = changes.avatar_color;
    if (changes.password !== undefined) {
      update.passwordHash = await hashPassword(changes.password, this.settings.PASSWORD_SCRYPT_LOG_N);
      update.passwordChangedAt = now;
    }
    let row: UserRow | undefined;
    try {
      row = await this.repo.updateUser(user.id, update);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('Username is already taken.');
      throw err;
    }
    if (!row) throw unauthorized();
    if (changes.password !== undefined) await this.repo.revokeCredentials(user.id, now, user.sessionId);
    return toProfile(row);
  }

  /** Creates the first administrator from the settings when there is none; never promotes an existing account. */
  async ensureFirstAdmin(username: string, password: string): Promise<'created' | 'exists' | 'name-taken'> {
    if (await this.repo.anyAdminExists()) return 'exists';
    if (await this.repo.findUserByUsername(username)) return 'name-taken';
    await this.createUser(username, password, { isAdmin: true, userType: 'member' });
    return 'created';
  }

  private async startSession(userId: number, client: ClientInfo): Promise<string> {
    const token = newSessionToken();
    const now = this.now();
    await this.repo.insertSession({
      tokenHash: hashSessionToken(token),
      userId,
      clientSessionId: client.clientSessionId ?? null,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      ipAddress: client.ip,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.settings.SESSION_TTL_HOURS * 3600 * 1000),
    });
    return token;
  }
}
