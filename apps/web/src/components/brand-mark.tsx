import { clsx } from 'clsx';

/** The team's mark: a sun over two waves on 7790 orange. Drawn here, no external image. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={clsx('shrink-0', className)}>
      <rect width="32" height="32" rx="8" fill="#ff6b00" />
      <circle cx="16" cy="12.5" r="4.5" fill="#fff" />
      <path
        d="M5 19.5c2.2 0 2.2-1.8 4.4-1.8s2.2 1.8 4.4 1.8 2.2-1.8 4.4-1.8 2.2 1.8 4.4 1.8 2.2-1.8 4.4-1.8"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      <path
        d="M5 24.5c2.2 0 2.2-1.8 4.4-1.8s2.2 1.8 4.4 1.8 2.2-1.8 4.4-1.8 2.2 1.8 4.4 1.8 2.2-1.8 4.4-1.8"
        fill="none"
        stroke="#1a0d00"
        strokeOpacity=".35"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}
