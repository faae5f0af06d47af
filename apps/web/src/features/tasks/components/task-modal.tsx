import { taskPriorities, type Assignee, type Task, type TaskPriority } from '@team7790/shared/tasks/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import type { AuthUser } from '../../../lib/auth/auth-user.ts';
import { assigneesQuery, useSaveTask } from '../api/tasks-api.ts';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { SelectField, TextAreaField } from '../../../components/ui/form-controls.tsx';

interface TaskForm {
  title: string;
  description: string;
  assignedTo: string;
  dueDate: string;
  priority: TaskPriority;
}

/** Add/edit a task. Administrators pick any member; members assign to themselves or leave it open. */
export function TaskModal({ editing, user, onClose }: { editing: Task | null; user: AuthUser; onClose: () => void }) {
  const [form, setForm] = useState<TaskForm>(() => ({
    title: editing?.title ?? '',
    description: editing?.description ?? '',
    assignedTo: editing?.assigned_to ? String(editing.assigned_to) : '',
    dueDate: editing?.due_date ?? '',
    priority: editing?.priority ?? 'medium',
  }));
  const [titleError, setTitleError] = useState<string>();
  const assignees = useQuery({ ...assigneesQuery(), enabled: user.is_admin });
  const save = useSaveTask();
  const update = (change: Partial<TaskForm>) => setForm((f) => ({ ...f, ...change }));

  const me = (c: Assignee) => (c.id === user.id ? { ...c, username: `${c.username} (me)` } : c);
  const choices = (user.is_admin ? (assignees.data ?? []) : [{ id: user.id, username: user.username }]).map(me);
  // Keep showing an assignee an administrator chose, so a member's edit does not drop it.
  if (editing?.assigned_to && !choices.some((c) => c.id === editing.assigned_to)) {
    choices.push({ id: editing.assigned_to, username: editing.assignee_username ?? `User ${editing.assigned_to}` });
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.title.trim()) return setTitleError('Title is required.');
    setTitleError(undefined);
    save.mutate(
      {
        id: editing?.id ?? null,
        body: {
          title: form.title.trim(),
          description: form.description.trim(),
          assigned_to: form.assignedTo ? Number(form.assignedTo) : null,
          due_date: form.dueDate || null,
          priority: form.priority,
        },
      },
      { onSuccess: onClose, onError: (err) => console.error('Saving the task failed', err) },
    );
  };

  return (
    <FormDialog
      title={editing ? 'Edit Task' : 'Add Task'}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={editing ? 'Save Changes' : 'Add Task'}
      busyLabel="Saving..."
      busy={save.isPending}
      error={save.error ? (save.error instanceof ApiError ? save.error.message : 'Saving failed. Please try again.') : null}
    >
      <TextField
        label="Title"
        required
        autoFocus
        maxLength={200}
        value={form.title}
        onChange={(e) => update({ title: e.target.value })}
        error={titleError}
      />
      <TextAreaField label="Description" maxLength={5000} value={form.description} onChange={(e) => update({ description: e.target.value })} />
      <SelectField label="Assign to" value={form.assignedTo} onChange={(e) => update({ assignedTo: e.target.value })}>
        <option value="">Unassigned</option>
        {choices.map((c) => (
          <option key={c.id} value={c.id}>
            {c.username}
          </option>
        ))}
      </SelectField>
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Due date" type="date" value={form.dueDate} onChange={(e) => update({ dueDate: e.target.value })} />
        <SelectField label="Priority" value={form.priority} onChange={(e) => update({ priority: e.target.value as TaskPriority })}>
          {taskPriorities.map((p) => (
            <option key={p} value={p}>
              {p[0]!.toUpperCase() + p.slice(1)}
            </option>
          ))}
        </SelectField>
      </div>
    </FormDialog>
  );
}
