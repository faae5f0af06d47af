import type { AuthUser } from '../../plugins/auth.ts';

/**
 * Who may do what with calendar events (docs/decisions/0002): any member creates; the creator or
 * an administrator edits; only administrators delete (spec 3, section 6).
 */
export const canEditEvent = (user: AuthUser, createdBy: number | null) => user.isAdmin || createdBy === user.id;
export const canDeleteEvent = (user: AuthUser) => user.isAdmin;
