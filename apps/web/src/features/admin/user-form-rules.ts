import { passwordSchema, usernameSchema } from '@team7790/shared/accounts/contracts';
import type { AdminUpdateUserBody, AdminUser } from '@team7790/shared/admin/contracts';
import { ApiError } from '../../lib/api-client.ts';

export interface EditUserForm {
  username: string;
  password: string;
  isAdmin: boolean;
}

/**
 * Spec 3 section 5: only what changed is sent (trimmed username, non-empty trimmed password,
 * is_admin); null when nothing changed, so the dialog just closes.
 */
export function changedUserFields(user: Pick<AdminUser, 'username' | 'is_admin'>, form: EditUserForm): AdminUpdateUserBody | null {
  const body: AdminUpdateUserBody = {};
  const username = form.username.trim();
  const password = form.password.trim();
  if (username !== user.username) body.username = username;
  if (password !== '') body.password = password;
  if (form.isAdmin !== user.is_admin) body.is_admin = form.isAdmin;
  return Object.keys(body).length > 0 ? body : null;
}

export interface FieldErrors {
  username?: string;
  password?: string;
}

/** The server's own rules, checked before asking it; a blank password means "keep" when editing. */
export function userFormErrors(username: string, password: string, passwordOptional: boolean): FieldErrors {
  const errors: FieldErrors = {};
  const name = usernameSchema.safeParse(username);
  if (!name.success) errors.username = name.error.issues[0]?.message;
  if (!(passwordOptional && password.trim() === '')) {
    const pass = passwordSchema.safeParse(passwordOptional ? password.trim() : password);
    if (!pass.success) errors.password = pass.error.issues[0]?.message;
  }
  return errors;
}

/** Spec 3 section 8: the server's text, else 'Failed to … user'; 'Error … user' when it could not be reached. */
export function adminErrorText(action: 'create' | 'update' | 'delete', err: unknown): string {
  const verb = { create: 'creating', update: 'updating', delete: 'deleting' }[action];
  if (!(err instanceof ApiError) || err.status === 0) return `Error ${verb} user`;
  if (err.status >= 400 && err.status < 500) return err.message;
  return `Failed to ${action} user`;
}
