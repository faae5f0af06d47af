import type { AdminUser } from '@team7790/shared/admin/contracts';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { CheckboxField } from '../../../components/ui/form-controls.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useUpdateUser } from '../api/admin-users-api.ts';
import { adminErrorText, changedUserFields, userFormErrors, type EditUserForm, type FieldErrors } from '../user-form-rules.ts';

/** 'Edit User: {name}': only changed fields are sent; nothing changed just closes (spec 3 section 5). */
export function EditUserDialog({ user, isSelf, onClose }: { user: AdminUser; isSelf: boolean; onClose: () => void }) {
  const [form, setForm] = useState<EditUserForm>({ username: user.username, password: '', isAdmin: user.is_admin });
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateUser();
  const isPublic = user.user_type === 'public';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = userFormErrors(form.username, form.password, true);
    setErrors(found);
    if (found.username || found.password) return;
    const body = changedUserFields(user, form);
    if (!body) return onClose();
    update.mutate({ id: user.id, body }, { onSuccess: onClose });
  };

  return (
    <FormDialog
      title={`Edit User: ${user.username}`}
      size="sm"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Save Changes"
      busyLabel="Saving..."
      busy={update.isPending}
      error={update.error ? adminErrorText('update', update.error) : null}
    >
      <TextField
        label={isPublic ? 'Username' : 'Name'}
        autoFocus
        autoComplete="off"
        maxLength={32}
        value={form.username}
        onChange={(e) => setForm((f) => ({ ...f, username: e.target.value }))}
        error={errors.username}
      />
      <TextField
        label="New Password (leave blank to keep current)"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={(e) => setForm((f) => ({ ...f, password: e.target.value }))}
        error={errors.password}
        // One's own password changes on the profile, which asks for the current one (the server refuses it here).
        disabled={isSelf}
        hint={isSelf ? 'Change your own password on your profile page.' : 'A new password signs the user out everywhere.'}
      />
      {isPublic ? (
        <CheckboxField label="Admin (not applicable for public accounts)" checked={false} disabled />
      ) : (
        <CheckboxField
          label="Admin"
          note={isSelf ? '(cannot modify your own status)' : undefined}
          checked={form.isAdmin}
          disabled={isSelf}
          onChange={(e) => setForm((f) => ({ ...f, isAdmin: e.target.checked }))}
        />
      )}
    </FormDialog>
  );
}
