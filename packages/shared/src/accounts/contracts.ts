import { z } from 'zod';
import { EVERYONE_WORDS } from '../chat/message-text.ts';

export const USERNAME_MAX_LENGTH = 32;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;

export const USERNAME_PATTERN_MESSAGE = 'Username may only contain letters, numbers, underscores, and periods.';
export const USERNAME_RESERVED_MESSAGE = 'This username is reserved.';
export const PASSWORD_LENGTH_MESSAGE = 'Password must be at least 6 characters long.';

export const userTypes = ['member', 'public'] as const;
export const userTypeSchema = z.enum(userTypes);
export type UserType = z.infer<typeof userTypeSchema>;

const trimmed = (s: unknown) => (typeof s === 'string' ? s.trim() : s);

export const usernameSchema = z.preprocess(
  trimmed,
  z
    .string({ error: 'Username is required.' })
    .min(1, 'Username is required.')
    .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters long.`)
    // Letters of the Latin alphabet only: no control, invisible or look-alike characters to begin with.
    .regex(/^[A-Za-z0-9_.]+$/, USERNAME_PATTERN_MESSAGE)
    // `@everyone` and `@channel` in a message mean every reader of the chat, so no account may be called that.
    .refine((name) => !(EVERYONE_WORDS as readonly string[]).includes(name.toLowerCase()), USERNAME_RESERVED_MESSAGE),
);

export const passwordSchema = z
  .string({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .min(PASSWORD_MIN_LENGTH, PASSWORD_LENGTH_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`);

export const hexColorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Color must be a hex color such as #ff6b00.')
  .transform((c) => c.toLowerCase());

export const loginBody = z.object({
  username: z.preprocess(trimmed, z.string({ error: 'Username is required.' }).min(1, 'Username is required.').max(200)),
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBody>;

export const registerBody = z.object({
  username: usernameSchema,
  password: passwordSchema,
  /** Honoured only when the caller is an administrator. */
  is_admin: z.boolean().optional(),
  /** Honoured only when the caller is an administrator; self-registration is always `public`. */
  user_type: userTypeSchema.optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const tokenResponse = z.object({ token: z.string() });

export const profileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  is_admin: z.boolean(),
  user_type: userTypeSchema,
  avatar: z.string().nullable(),
  avatar_color: z.string(),
  created_at: z.string(),
  password_changed_at: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const registerResponse = z.union([tokenResponse, z.object({ user: profileSchema })]);

export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Enter your current password to change it.';

/** A new password needs the current one (`current_password`), so a stolen token alone cannot take the account over. */
export const updateProfileBody = z
  .object({
    username: usernameSchema.optional(),
    password: passwordSchema.optional(),
    current_password: z.string({ error: CURRENT_PASSWORD_REQUIRED_MESSAGE }).max(PASSWORD_MAX_LENGTH).optional(),
    avatar_color: hexColorSchema.optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { error: 'Nothing to update.' })
  .refine((b) => b.password === undefined || (b.current_password !== undefined && b.current_password !== ''), {
    error: CURRENT_PASSWORD_REQUIRED_MESSAGE,
    path: ['current_password'],
  })
  .refine((b) => b.current_password === undefined || b.password !== undefined, {
    error: 'The current password goes only with a new password.',
    path: ['current_password'],
  });
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const okResponse = z.object({ ok: z.literal(true) });
