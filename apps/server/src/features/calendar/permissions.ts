import type { AuthUser } from '../../plugins/auth.ts';

/**
 * Who may do what with calendar events (docs/decisions/0002): any member creates; the creator or an administrator
 * edits and deletes. Spec 3 section 6 reserves deletion for administrators; issue 34 let the creator delete their
 * own events too (a member could make a wrong event and not take it back).
 */
export const canEditEvent = (user: AuthUser, createdBy: number | null) => user.isAdmin || createdBy === user.id;
export const canDeleteEvent = (user: AuthUser, createdBy: number | null) => user.isAdmin || createdBy === user.id;
