import type { LucideIcon } from 'lucide-react';

export interface Stat {
  label: string;
  value: number;
  Icon: LucideIcon;
}

export function StatCards({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-3">
      {stats.map(({ label, value, Icon }) => (
        <div key={label} className="min-w-0 rounded-2xl border border-line bg-surface p-3 shadow-sm only:col-span-3 sm:p-4 sm:only:col-span-1">
          <dt className="flex items-center gap-2 text-xs font-medium text-fg-muted sm:text-sm">
            <span className="hidden size-7 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-text sm:flex">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            {label}
          </dt>
          <dd className="mt-1 text-2xl font-bold sm:mt-2 sm:text-3xl tabular-nums text-fg">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
