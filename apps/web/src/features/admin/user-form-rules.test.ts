import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { adminErrorText, changedUserFields, userFormErrors } from './user-form-rules.ts';

const user = { username: 'driver', is_admin: false };

describe('edit user sends only what changed (spec 3 section 5)', () => {
  it('gives nothing when nothing changed, spaces and a blank password included', () => {
    expect(changedUserFields(user, { username: ' driver ', password: '   ', isAdmin: false })).toBeNull();
  });
  it('sends the trimmed name, the trimmed password and the admin flag only when changed', () => {
    expect(changedUserFields(user, { username: ' pit.crew ', password: '', isAdmin: false })).toEqual({ username: 'pit.crew' });
    expect(changedUserFields(user, { username: 'driver', password: ' new-secret ', isAdmin: false })).toEqual({ password: 'new-secret' });
    expect(changedUserFields(user, { username: 'driver', password: '', isAdmin: true })).toEqual({ is_admin: true });
    expect(changedUserFields({ username: 'a', is_admin: true }, { username: 'b', password: 'xyzxyz', isAdmin: false })).toEqual({
      username: 'b',
      password: 'xyzxyz',
      is_admin: false,
    });
  });
});

describe('user form checks', () => {
  it('uses the account rules for names and passwords', () => {
    expect(userFormErrors('bad name!', '123', false)).toEqual({
      username: 'Username may only contain letters, numbers, underscores, and periods.',
      password: 'Password must be at least 6 characters long.',
    });
    expect(userFormErrors('', '', false).username).toBe('Username is required.');
    expect(userFormErrors('ok_name', 'long-enough', false)).toEqual({});
  });
  it('lets an edit keep the current password with a blank field', () => {
    expect(userFormErrors('ok_name', '', true)).toEqual({});
    expect(userFormErrors('ok_name', '12', true).password).toBe('Password must be at least 6 characters long.');
  });
});

describe('administration error texts (spec 3 section 8)', () => {
  it("shows the server's refusal, else the fallback, else the exception text", () => {
    expect(adminErrorText('create', new ApiError('Username is already taken.', 409))).toBe('Username is already taken.');
    expect(adminErrorText('create', new ApiError('Internal Server Error', 500))).toBe('Failed to create user');
    expect(adminErrorText('create', new ApiError('offline', 0))).toBe('Error creating user');
    expect(adminErrorText('update', new ApiError('Bad Gateway', 502))).toBe('Failed to update user');
    expect(adminErrorText('update', new TypeError('boom'))).toBe('Error updating user');
  });
});
