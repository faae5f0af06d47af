import type { Database } from '../../db/client.ts';
import { tooManyRequests } from '../../http-error.ts';
import type { Settings } from '../../settings.ts';
import { TokenBucket, type BucketRule } from '../accounts/rate-limit.ts';
import type { AuthUser } from '../../plugins/auth.ts';

export const POSTING_TOO_FAST = 'You are sending messages too quickly. Please wait a few seconds and send again.';

/**
 * How fast one member may post, in all chats together and on every instance: a burst (a few quick lines in a row),
 * then a steady rate no conversation keeps up, so a runaway script or a stolen token cannot flood every stream.
 */
export class PostingLimit {
  private readonly rule: BucketRule;

  constructor(
    private readonly buckets: TokenBucket,
    settings: Pick<Settings, 'CHAT_POST_BURST' | 'CHAT_POST_PER_MINUTE'>,
  ) {
    this.rule = { burst: settings.CHAT_POST_BURST, intervalMs: 60_000 / settings.CHAT_POST_PER_MINUTE };
  }

  static fromDatabase(db: Database, settings: Pick<Settings, 'CHAT_POST_BURST' | 'CHAT_POST_PER_MINUTE'>, now: () => Date) {
    return new PostingLimit(new TokenBucket(db, now), settings);
  }

  /** Takes one post from the member's allowance, or refuses with 429 and how long to wait. */
  async take(user: AuthUser): Promise<void> {
    const taken = await this.buckets.take(`chat-post:user:${user.id}`, this.rule);
    if (!taken.allowed) throw tooManyRequests(taken.retryAfterSeconds, POSTING_TOO_FAST);
  }
}
