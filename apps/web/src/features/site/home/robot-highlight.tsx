import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Section } from '../components/page-header.tsx';
import { robots } from '../../../content/robots-content.ts';

/** The current robot in brief, with the way to its full page. */
export function RobotHighlight() {
  const robot = robots.current;
  return (
    <Section id="robot" title={`Our robot: ${robot.name}`}>
      <Card className="mt-4 p-6 sm:p-8">
        <p className="text-sm font-semibold text-accent-text">
          {robot.year} · {robot.game}
        </p>
        <p className="mt-1 text-lg font-semibold text-fg">{robot.tagline}</p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {robot.features.map((f) => (
            <li key={f.title} className="rounded-xl bg-surface-muted p-4">
              <p className="font-semibold text-fg">{f.title}</p>
              <p className="mt-0.5 text-sm text-fg-muted">{f.body}</p>
            </li>
          ))}
        </ul>
        <Link to="/robots" className={buttonClasses('secondary', 'md', 'mt-5')}>
          More about {robot.name}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </Card>
    </Section>
  );
}
