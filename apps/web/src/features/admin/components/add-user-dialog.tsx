import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { CheckboxField } from '../../../components/ui/form-controls.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useCreateUser } from '../api/admin-users-api.ts';
import { adminErrorText, userFormErrors, type FieldErrors } from '../user-form-rules.ts';

/**
 * 'Add User' (Name, Password, Admin) for members, 'Add Public User' (Username, Password) for
 * public accounts, which are never administrators (spec 3 section 5).
 */
export function AddUserDialog({ kind, onClose }: { kind: 'member' | 'public'; onClose: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [isAdmin, setIsAdmin] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateUser();
  const members = kind === 'member';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = userFormErrors(username, password, false);
    setErrors(found);
    if (found.username || found.password) return;
    create.mutate({ username: username.trim(), password, is_admin: members ? isAdmin : false, user_type: kind }, { onSuccess: onClose });
  };

  return (
    <FormDialog
      title={members ? 'Add User' : 'Add Public User'}
      size="sm"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Create User"
      busyLabel="Creating..."
      busy={create.isPending}
      error={create.error ? adminErrorText('create', create.error) : null}
    >
      <TextField
        label={members ? 'Name' : 'Username'}
        autoFocus
        autoComplete="off"
        maxLength={32}
        value={username}
        onChange={(e) => {
          setUsername(e.target.value);
          // A refusal was about the name that was sent: it goes once the name changes.
          if (create.error) create.reset();
        }}
        error={errors.username}
        hint="Letters, numbers, underscores and periods."
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          if (create.error) create.reset();
        }}
        error={errors.password}
        hint="At least 6 characters."
      />
      {members && <CheckboxField label="Admin" checked={isAdmin} onChange={(e) => setIsAdmin(e.target.checked)} />}
    </FormDialog>
  );
}
