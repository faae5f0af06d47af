import { DELETE_TASK_CONFIRM, type Task } from '@team7790/shared/tasks/contracts';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeleteTask } from '../api/tasks-api.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';

export function DeleteTaskDialog({ task, onClose }: { task: Task; onClose: () => void }) {
  const remove = useDeleteTask();
  return (
    <Dialog
      title="Delete task"
      size="sm"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate(task.id, { onSuccess: onClose, onError: (err) => console.error('Deleting the task failed', err) })}
          >
            Delete
          </Button>
        </>
      }
    >
      {remove.error && (
        <Banner tone="error" className="mb-3">
          {remove.error instanceof ApiError ? remove.error.message : 'Deleting failed. Please try again.'}
        </Banner>
      )}
      <p className="text-sm">{DELETE_TASK_CONFIRM}</p>
      <p className="mt-2 text-sm font-semibold">{task.title}</p>
    </Dialog>
  );
}
