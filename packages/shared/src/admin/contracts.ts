import { z } from 'zod';
import { passwordSchema, userTypeSchema, usernameSchema } from '../accounts/contracts.ts';
import { rowIdParam } from '../database-ids.ts';

export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  is_admin: z.boolean(),
  user_type: userTypeSchema,
  avatar_color: z.string(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersQuery = z.object({ user_type: userTypeSchema.optional() });
export const adminUsersResponse = z.array(adminUserSchema);
export const userIdParams = z.object({
  id: rowIdParam('User', 'user'),
});

export const adminUpdateUserBody = z
  .object({
    username: usernameSchema.optional(),
    password: passwordSchema.optional(),
    is_admin: z.boolean().optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { error: 'Nothing to update.' });
export type AdminUpdateUserBody = z.infer<typeof adminUpdateUserBody>;

export const SELF_ADMIN_MESSAGE = 'You cannot change your own administrator status.';
export const SELF_DELETE_MESSAGE = 'You cannot delete your own account';
export const LAST_ADMIN_MESSAGE = 'The last administrator cannot be removed or demoted.';
export const PUBLIC_ADMIN_MESSAGE = 'Public accounts cannot be administrators.';
