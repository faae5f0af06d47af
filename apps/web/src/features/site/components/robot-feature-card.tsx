import type { RobotContent } from '@team7790/shared/site/content-schema';
import { Check } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';

type Robot = Omit<RobotContent, 'year' | 'game'> & Partial<Pick<RobotContent, 'year' | 'game'>>;

/** A robot: picture, summary, features, capabilities and specs (robots and FTC pages). */
export function RobotFeatureCard({ robot, headingLevel = 2, badge }: { robot: Robot; headingLevel?: 2 | 3; badge?: string }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = `robot-${robot.name.toLowerCase()}`;
  return (
    <Card className="overflow-hidden">
      <article aria-labelledby={id} className="grid gap-0 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <img
          src={robot.image.src}
          alt={robot.image.alt}
          width={robot.image.width}
          height={robot.image.height}
          className="h-full w-full bg-surface-muted object-cover"
        />
        <div className="p-6 sm:p-8">
          <div className="flex flex-wrap items-center gap-2">
            {badge && <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent-text">{badge}</span>}
            {robot.year && robot.game && (
              <span className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-semibold text-fg-muted">
                {robot.year} · {robot.game}
              </span>
            )}
          </div>
          <Heading id={id} className="mt-3 text-2xl font-bold tracking-tight text-fg sm:text-3xl">
            {robot.name}
          </Heading>
          <p className="mt-1 font-medium text-fg">{robot.tagline}</p>
          <p className="mt-3 text-fg-muted">{robot.summary}</p>

          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            {robot.features.map((f) => (
              <div key={f.title}>
                <dt className="font-semibold text-fg">{f.title}</dt>
                <dd className="mt-0.5 text-sm text-fg-muted">{f.body}</dd>
              </div>
            ))}
          </dl>

          <p className="mt-6 text-sm font-semibold text-fg">Capabilities</p>
          <ul className="mt-2 grid gap-1.5 sm:grid-cols-2">
            {robot.capabilities.map((c) => (
              <li key={c} className="flex items-start gap-2 text-sm text-fg-muted">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-text" />
                {c}
              </li>
            ))}
          </ul>

          {robot.specs.length > 0 && (
            <dl className="mt-6 flex flex-wrap gap-x-6 gap-y-2 border-t border-line pt-4 text-sm">
              {robot.specs.map((s) => (
                <div key={s.label} className="flex gap-1.5">
                  <dt className="text-fg-muted">{s.label}:</dt>
                  <dd className="font-semibold text-fg">{s.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </article>
    </Card>
  );
}
