import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

export type BannerTone = 'error' | 'success' | 'info';

const tones: Record<BannerTone, { box: string; Icon: typeof Info }> = {
  error: { box: 'border-danger-line bg-danger-soft text-danger', Icon: CircleAlert },
  success: { box: 'border-success-line bg-success-soft text-success', Icon: CircleCheck },
  info: { box: 'border-info-line bg-info-soft text-info', Icon: Info },
};

/** A message above a form or page; errors are announced as alerts. */
export function Banner({ tone = 'info', children, className }: { tone?: BannerTone; children: ReactNode; className?: string }) {
  const { box, Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx('flex items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm font-medium', box, className)}
    >
      <Icon aria-hidden="true" className="mt-px size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
