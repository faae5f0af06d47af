import { PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH } from '@team7790/shared/accounts/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Banner } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { REGISTRATION_LANDING_PATH } from '../../lib/auth/auth-user.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AuthCard, authLinkClasses } from './auth-card.tsx';
import { registrationErrorMessage } from './auth-error-messages.ts';
import { validateRegistration, type RegistrationErrors } from './registration-validation.ts';

export default function CreateAccountPage() {
  useDocumentTitle('Create a Public Account');
  const { register } = useAuth();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<RegistrationErrors>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [rejectedAttempts, setRejectedAttempts] = useState(0);

  // After a refused submit, put the keyboard on the first field to fix.
  useEffect(() => {
    if (rejectedAttempts > 0) formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [rejectedAttempts]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const errors = validateRegistration(username, password);
    setFieldErrors(errors);
    if (errors.username || errors.password) {
      setRejectedAttempts((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      await register(username.trim(), password);
      await navigate(REGISTRATION_LANDING_PATH, { replace: true });
    } catch (err) {
      setError(registrationErrorMessage(err));
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Create a Public Account"
      intro="Public accounts can access match, event and team overviews and scouting data."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={authLinkClasses}>
            Back to sign in
          </Link>
        </>
      }
    >
      <form ref={formRef} onSubmit={submit} className="flex flex-col gap-4">
        {error && <Banner tone="error">{error}</Banner>}
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          maxLength={USERNAME_MAX_LENGTH}
          hint="Letters, numbers, underscores and periods."
          error={fieldErrors.username}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={200}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={fieldErrors.password}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" size="lg" disabled={busy} aria-busy={busy} className="mt-2 w-full">
          {busy ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}
