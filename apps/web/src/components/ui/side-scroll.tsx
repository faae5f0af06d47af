import { clsx } from 'clsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A box that scrolls sideways (a table wider than a phone), named and focusable so a keyboard can scroll it, that
 * shows when more is to the side: a fade over the edge with hidden content, gone once scrolled to that end.
 */
export function SideScroll({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const left = element.scrollLeft > 1;
      const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setMore((m) => (m.left === left && m.right === right ? m : { left, right }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    if (element.firstElementChild) resized.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, []);
  const fade = 'pointer-events-none absolute inset-y-0 w-8 from-surface to-transparent transition-opacity';
  return (
    <div className="relative">
      <div ref={box} role="region" aria-label={label} tabIndex={0} className={clsx('overflow-x-auto overscroll-x-contain', className)}>
        {children}
      </div>
      <div
        aria-hidden="true"
        data-more-left={more.left || undefined}
        className={clsx(fade, 'left-0 bg-gradient-to-r', more.left ? 'opacity-100' : 'opacity-0')}
      />
      <div
        aria-hidden="true"
        data-more-right={more.right || undefined}
        className={clsx(fade, 'right-0 bg-gradient-to-l', more.right ? 'opacity-100' : 'opacity-0')}
      />
    </div>
  );
}
