import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Banner } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { homePathFor } from '../../lib/auth/auth-user.ts';
import { PRODUCT_NAME, useDocumentTitle } from '../../lib/use-document-title.ts';
import { AuthCard, authLinkClasses } from './auth-card.tsx';
import { loginErrorMessage } from './auth-error-messages.ts';

export default function LoginPage() {
  useDocumentTitle('Sign In');
  const { login } = useAuth();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const user = await login(username.trim(), password);
      await navigate(homePathFor(user), { replace: true });
    } catch (err) {
      setError(loginErrorMessage(err));
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title={`Sign in to ${PRODUCT_NAME}`}
      intro="Team members and public accounts sign in here."
      footer={
        <>
          No account yet?{' '}
          <Link to="/create-account" className={authLinkClasses}>
            Create a public account
          </Link>
        </>
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        {error && <Banner tone="error">{error}</Banner>}
        <TextField
          label="Name"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          maxLength={200}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={200}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" size="lg" disabled={busy} aria-busy={busy} className="mt-2 w-full">
          {busy ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
    </AuthCard>
  );
}
