import { DELETE_TASK_CONFIRM, type Task } from '@team7790/shared/tasks/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDeleteTask } from '../api/tasks-api.ts';

export function DeleteTaskDialog({ task, onClose }: { task: Task; onClose: () => void }) {
  const remove = useDeleteTask();
  const run = () => remove.mutate(task.id, { onSuccess: onClose, onError: (err) => console.error('Deleting the task failed', err) });
  return (
    <ConfirmDialog
      title="Delete task"
      question={DELETE_TASK_CONFIRM}
      subject={task.title}
      actions={[{ label: 'Delete', onClick: run }]}
      busy={remove.isPending}
      error={remove.error}
      onClose={onClose}
    />
  );
}
