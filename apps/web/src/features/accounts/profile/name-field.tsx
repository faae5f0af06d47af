import { Check, Pencil, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses } from '../../../components/ui/form-controls.tsx';
import { usernameErrorText } from './profile-messages.ts';
import { useTimedMessage } from './use-timed-message.ts';
import { useUpdateProfile } from '../api/profile-api.ts';

const NAME_MESSAGE_MS = 5000;

/** Name with inline Edit/Save: an unchanged name just closes; the status clears after 5 s. */
export function NameField({ username }: { username: string }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(username);
  const [message, setMessage, clearMessage] = useTimedMessage(NAME_MESSAGE_MS);
  const update = useUpdateProfile();
  const inputId = useId();

  const startEditing = () => {
    setDraft(username);
    clearMessage();
    setEditing(true);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const name = draft.trim();
    if (name === username) return setEditing(false);
    update.mutate(
      { username: name },
      {
        onSuccess: () => {
          setEditing(false);
          setMessage({ tone: 'success', text: 'Name updated.' });
        },
        onError: (err) => setMessage({ tone: 'error', text: usernameErrorText(err) }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-2">
      {editing ? (
        <form onSubmit={submit} className="flex flex-wrap items-center gap-2">
          <label htmlFor={inputId} className="sr-only">
            Name
          </label>
          <input
            id={inputId}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setEditing(false);
            }}
            maxLength={32}
            autoComplete="username"
            autoFocus
            className={`${controlClasses} h-10 max-w-xs min-w-0 flex-1`}
          />
          <Button type="submit" size="sm" disabled={update.isPending}>
            <Check aria-hidden="true" className="size-4" />
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
            <X aria-hidden="true" className="size-4" />
            Cancel
          </Button>
        </form>
      ) : (
        <div className="flex items-center gap-2">
          <span className="font-medium break-all text-fg">{username}</span>
          <Button variant="ghost" size="sm" onClick={startEditing} aria-label="Edit name">
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
        </div>
      )}
      {message && <Banner tone={message.tone}>{message.text}</Banner>}
    </div>
  );
}
