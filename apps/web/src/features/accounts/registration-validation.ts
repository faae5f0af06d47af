import { registerBody } from '@team7790/shared/accounts/contracts';

export interface RegistrationErrors {
  username?: string;
  password?: string;
}

/**
 * Checks the registration form with the server's own schema, so the browser shows the same
 * messages the API would (spec 1 section 5). Empty result = valid.
 */
export function validateRegistration(username: string, password: string): RegistrationErrors {
  const result = registerBody.safeParse({ username, password });
  if (result.success) return {};
  const errors: RegistrationErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'username' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
