import { Lock } from 'lucide-react';

/** What public accounts see on the chat screens (spec 3 section 2). */
export function MembersOnly({ text }: { text: string }) {
  return (
    <div className="mx-auto mt-10 max-w-md rounded-2xl border border-line bg-surface p-8 text-center shadow-sm">
      <Lock className="mx-auto mb-3 size-8 text-fg-muted" aria-hidden="true" />
      <h1 className="text-lg font-semibold text-fg">Members only</h1>
      <p className="mt-2 text-sm text-fg-muted">{text}</p>
    </div>
  );
}
