/** A checkbox list of members (channel and group modals). */
export function MemberPicker({
  users,
  loading,
  chosen,
  onChange,
}: {
  users: { id: number; username: string }[];
  loading: boolean;
  chosen: number[];
  onChange(ids: number[]): void;
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-fg">Members</legend>
      {loading ? (
        <p className="text-sm text-fg-muted">Loading users...</p>
      ) : (
        <ul className="max-h-52 space-y-0.5 overflow-y-auto rounded-lg border border-line p-1.5">
          {users.map((u) => (
            <li key={u.id}>
              <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-fg hover:bg-surface-muted">
                <input
                  type="checkbox"
                  className="size-4 accent-[var(--c-accent-strong)]"
                  checked={chosen.includes(u.id)}
                  onChange={(e) => onChange(e.target.checked ? [...chosen, u.id] : chosen.filter((id) => id !== u.id))}
                />
                {u.username}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
