import type { ReactNode } from 'react';
import { BrandMark } from '../../components/brand-mark.tsx';
import { Card } from '../../components/ui/card.tsx';

/** The frame of the sign-in and registration forms. */
export function AuthCard({ title, intro, children, footer }: { title: string; intro?: ReactNode; children: ReactNode; footer: ReactNode }) {
  return (
    <div className="flex flex-1 items-start justify-center sm:items-center">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <div className="flex flex-col items-center text-center">
          <BrandMark className="size-12" />
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-fg">{title}</h1>
          {intro && <div className="mt-2 text-sm text-fg-muted">{intro}</div>}
        </div>
        <div className="mt-6">{children}</div>
        <div className="mt-6 border-t border-line pt-5 text-center text-sm text-fg-muted">{footer}</div>
      </Card>
    </div>
  );
}

export const authLinkClasses = 'font-semibold text-accent-text underline-offset-4 hover:underline rounded';
