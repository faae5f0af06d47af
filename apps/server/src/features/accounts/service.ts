import { defaultAvatarColor } from '@team7790/shared/accounts/avatar-palette';
import type { Profile, RegisterBody, UpdateProfileBody, UserType } from '@team7790/shared/accounts/contracts';
import { clientNetwork } from '../../client-network.ts';
import { conflict, forbidden, HttpError, tooManyRequests, unauthorized } from '../../http-error.ts';
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
const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
const ACCOUNT_MESSAGE = 'Too many failed sign-in attempts for this account. Please wait and try again.';
const NETWORK_MESSAGE = 'Too many failed sign-in attempts from your network. Please wait and try again.';
const SPACED_MESSAGE = 'Too many failed sign-in attempts for this account. Please wait a few seconds and try again.';
/**
 * An X-Session-ID shorter than this is never trusted as a known device: the apps make 32 random hex digits, and a
 * short id could be guessed. The id is kept on the device across sign-outs; it is not a credential by itself.
 */
const DEVICE_ID_MIN_LENGTH = 16;
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

  /** Signs in with a name and password within the sign-in limits; answers the new session's token. */
  async login(username: string, password: string, client: ClientInfo): Promise<string> {
    const user = await this.checkPassword(username, password, client, () => unauthorized(INVALID_LOGIN));
    return this.startSession(user.id, client);
  }

  /**
   * Checks a password within the sign-in limits (docs/decisions/0006-sign-in-limits.md), for a sign-in and for the
   * current password a password change asks for: the same door, the same count. Failures count per address, per
   * account and address, per account from everywhere (a ceiling past which strangers are spaced out), and per device
   * for the account's own devices. Each attempt is counted before its password is checked, so guesses sent at the
   * same moment (to any instance) cannot all slip under a limit, and given back unless it turns out a wrong password:
   * successes and refused attempts count for nothing, and the right password wipes its address's and device's slate.
   */
  private async checkPassword(username: string, password: string, client: ClientInfo, wrongPassword: () => HttpError): Promise<UserRow> {
    const s = this.settings;
    const name = username.toLowerCase();
    const device = client.clientSessionId !== undefined && client.clientSessionId.length >= DEVICE_ID_MIN_LENGTH ? client.clientSessionId : undefined;
    const network = clientNetwork(client.ip);
    const buckets = {
      address: `login:ip:${network}`,
      pair: `login:pair:${network}:${name}`,
      account: `login:account:${name}`,
      device: `login:device:${device}:${name}`,
    };
    const window = s.LOGIN_WINDOW_SECONDS;
    const [byAddress, byPair, byAccount, history] = await Promise.all([
      this.limiter.hit(buckets.address, window),
      this.limiter.hit(buckets.pair, window),
      this.limiter.hit(buckets.account, window),
      this.repo.signInHistory(name, device),
    ]);
    // An address of the account's own network (a phone's or a home's /64) is as known as the one it signed in from.
    const known = { device: history.device, address: history.addresses.some((a) => clientNetwork(a) === network) };
    // A device the account signed in on since its password last changed counts for itself, wherever it is.
    const byDevice = known.device ? await this.limiter.hit(buckets.device, window) : undefined;
    let outcome: 'refused' | 'failed' | 'succeeded' = 'refused';
    try {
      const max = s.LOGIN_MAX_FAILURES_PER_ACCOUNT;
      if (byDevice) {
        // The owner's own phone or laptop: only its own failures stop it, so no one else's guesses keep the owner out.
        if (byDevice.hits > max) throw tooManyRequests(byDevice.retryAfterSeconds, ACCOUNT_MESSAGE);
      } else if (byPair.hits > max) {
        // One address guessing at one account: refused, unless the account signed in there before (the owner's
        // school or home), where the address shares the account's spaced attempts instead of waiting out the window.
        if (!known.address) throw tooManyRequests(byPair.retryAfterSeconds, ACCOUNT_MESSAGE);
        await this.takeSpacedSlot(name);
      } else if (!known.address) {
        // The limits for strangers: an address this account has signed in from before is exempt from them.
        if (byAddress.hits > s.LOGIN_MAX_PER_ADDRESS) throw tooManyRequests(byAddress.retryAfterSeconds, NETWORK_MESSAGE);
        // A guessing attack spread over many addresses: one attempt at a time on this account, from them all together.
        if (byAccount.hits > s.LOGIN_ACCOUNT_CEILING) await this.takeSpacedSlot(name);
      }

      const user = await this.repo.findUserByUsername(username);
      const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash(this.settings.PASSWORD_SCRYPT_LOG_N)));
      if (!user || !ok) {
        outcome = 'failed';
        throw wrongPassword();
      }
      outcome = 'succeeded';
      return user;
    } finally {
      if (outcome !== 'failed') {
        // The right password wipes its address's and device's slate for the account; a refused attempt only its own count.
        const clear = (bucket: string) => (outcome === 'succeeded' ? this.limiter.reset(bucket) : this.limiter.giveBack(bucket));
        await Promise.all([
          this.limiter.giveBack(buckets.address),
          this.limiter.giveBack(buckets.account),
          clear(buckets.pair),
          byDevice ? clear(buckets.device) : undefined,
        ]);
      }
    }
  }

  /** One attempt on this account every LOGIN_SPACING_SECONDS, from every address that shares the slot together. */
  private async takeSpacedSlot(name: string): Promise<void> {
    const slot = await this.buckets.take(`login:spaced:${name}`, { burst: 1, intervalMs: this.settings.LOGIN_SPACING_SECONDS * 1000 });
    if (!slot.allowed) throw tooManyRequests(slot.retryAfterSeconds, SPACED_MESSAGE);
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
      const hits = await this.limiter.hit(`register:ip:${clientNetwork(client.ip)}`, s.REGISTER_WINDOW_SECONDS);
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

  /**
   * A password change needs the current password, checked within the sign-in limits (a stolen token or an unlocked
   * phone must not be enough to take the account over, nor a way round the limits to guess it); it signs the account
   * out everywhere else and renews the calendar feed link; the session that made it stays.
   */
  async updateProfile(user: AuthUser, changes: UpdateProfileBody, client: ClientInfo): Promise<Profile> {
    if (changes.password !== undefined) {
      const current = await this.repo.findUserById(user.id);
      if (!current) throw unauthorized();
      await this.checkPassword(
        current.username,
        changes.current_password ?? '',
        client,
        () => new HttpError(403, WRONG_CURRENT_PASSWORD, 'wrong_password'),
      );
    }
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
