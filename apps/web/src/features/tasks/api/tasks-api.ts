import type { okResponse } from '@team7790/shared/accounts/contracts';
import type { Assignee, Task, TaskBodyInput } from '@team7790/shared/tasks/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const tasksKey = ['tasks'] as const;

/** Every task; the page filters and sorts them itself so switching views is instant. */
export const tasksQuery = () => queryOptions({ queryKey: tasksKey, queryFn: ({ signal }) => apiRequest<Task[]>('/tasks', { signal }) });

/** Administrators only: members they may assign tasks to. */
export const assigneesQuery = () =>
  queryOptions({
    queryKey: ['task-assignees'],
    queryFn: ({ signal }) => apiRequest<Assignee[]>('/tasks/assignees', { signal }),
    staleTime: 5 * 60_000,
  });

export function useSaveTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TaskBodyInput }) =>
      apiRequest<Task>(id ? `/tasks/${id}` : '/tasks', { method: id ? 'PUT' : 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: tasksKey }),
  });
}

/** Ticks a task at once on screen; puts it back if the server refuses. */
export function useToggleTask() {
  const client = useQueryClient();
  return useMutation({
    // One after another: an Undo clicked while the tick is still on its way must reach the server after it, or the
    // server ends with the task done while the page shows it pending.
    scope: { id: 'task-completion' },
    /** `overdue`: whether the task was overdue before it was ticked done, when an Undo puts it back. */
    mutationFn: ({ id, completed }: { id: number; completed: boolean; overdue?: boolean }) =>
      apiRequest<Task>(`/tasks/${id}/complete`, { method: 'PATCH', body: { completed } }),
    onMutate: async ({ id, completed, overdue }) => {
      await client.cancelQueries({ queryKey: tasksKey });
      const before = client.getQueryData<Task[]>(tasksKey);
      client.setQueryData<Task[]>(tasksKey, (tasks) =>
        tasks?.map((t) =>
          t.id !== id
            ? t
            : completed
              ? { ...t, completed, is_overdue: false }
              : { ...t, completed, completed_at: null, completed_by: null, completer_username: null, is_overdue: overdue ?? t.is_overdue },
        ),
      );
      return { before };
    },
    onError: (err, _vars, context) => {
      console.error('Changing the task failed', err);
      if (context?.before) client.setQueryData(tasksKey, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: tasksKey }),
  });
}

export function useDeleteTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<z.infer<typeof okResponse>>(`/tasks/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: tasksKey }),
  });
}
