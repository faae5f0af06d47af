import type { Database } from '../../db/client.ts';
import { tooManyRequests } from '../../http-error.ts';
import type { Settings } from '../../settings.ts';
import { TokenBucket, type BucketRule } from '../accounts/rate-limit.ts';
import type { AuthUser } from '../../plugins/auth.ts';

export const POSTING_TOO_FAST = 'You are sending messages too quickly. Please wait a few seconds and send again.';
export const EDITING_TOO_FAST = 'You are editing messages too quickly. Please wait a few seconds and try again.';
export const REACTING_TOO_FAST = 'You are reacting too quickly. Please wait a few seconds and try again.';

type LimitSettings = Pick<Settings, 'CHAT_POST_BURST' | 'CHAT_POST_PER_MINUTE' | 'CHAT_REACTION_BURST' | 'CHAT_REACTION_PER_MINUTE'>;

/**
 * How fast one member may change what every member of a chat is sent, in all chats together and on every instance: a
 * burst (a few quick lines in a row), then a steady rate no conversation keeps up, so a runaway script or a stolen token
 * cannot flood every stream. An edit takes from the posting allowance (it is new text, with its mentions, sent to
 * everyone like a post); reaction toggles have an allowance of their own (quicker, and they alert nobody).
 */
export class PostingLimit {
  private readonly postRule: BucketRule;
  private readonly reactionRule: BucketRule;

  constructor(
    private readonly buckets: TokenBucket,
    settings: LimitSettings,
  ) {
    this.postRule = { burst: settings.CHAT_POST_BURST, intervalMs: 60_000 / settings.CHAT_POST_PER_MINUTE };
    this.reactionRule = { burst: settings.CHAT_REACTION_BURST, intervalMs: 60_000 / settings.CHAT_REACTION_PER_MINUTE };
  }

  static fromDatabase(db: Database, settings: LimitSettings, now: () => Date) {
    return new PostingLimit(new TokenBucket(db, now), settings);
  }

  /** Takes one post from the member's allowance, or refuses with 429 and how long to wait. */
  take(user: AuthUser): Promise<void> {
    return this.takeFrom(`chat-post:user:${user.id}`, this.postRule, POSTING_TOO_FAST);
  }

  /** An edit: one post from the same allowance. */
  takeEdit(user: AuthUser): Promise<void> {
    return this.takeFrom(`chat-post:user:${user.id}`, this.postRule, EDITING_TOO_FAST);
  }

  /** One reaction added or taken back. */
  takeReaction(user: AuthUser): Promise<void> {
    return this.takeFrom(`chat-react:user:${user.id}`, this.reactionRule, REACTING_TOO_FAST);
  }

  private async takeFrom(bucket: string, rule: BucketRule, message: string): Promise<void> {
    const taken = await this.buckets.take(bucket, rule);
    if (!taken.allowed) throw tooManyRequests(taken.retryAfterSeconds, message);
  }
}
