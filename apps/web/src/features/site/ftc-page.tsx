import { Card } from '../../components/ui/card.tsx';
import { ftc } from '../../content/ftc-content.ts';
import { PageHeader, Section } from './components/page-header.tsx';
import { RobotFeatureCard } from './components/robot-feature-card.tsx';
import { usePageMeta } from './components/use-page-meta.ts';

export default function FtcPage() {
  usePageMeta('/ftc');
  return (
    <>
      <PageHeader eyebrow={`FIRST Tech Challenge · Team ${ftc.team}`} title="FTC">
        {ftc.intro.map((p) => (
          <p key={p.slice(0, 24)} className="mt-2 first:mt-0">
            {p}
          </p>
        ))}
      </PageHeader>
      <Section id="game" title={`${ftc.game.season}: ${ftc.game.name}`}>
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          <div className="space-y-3 text-fg-muted">
            {ftc.game.summary.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
          <ul className="grid gap-3">
            {ftc.game.scoring.map((s) => (
              <li key={s.title}>
                <Card className="p-4">
                  <p className="font-semibold text-fg">{s.title}</p>
                  <p className="mt-0.5 text-sm text-fg-muted">{s.body}</p>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </Section>
      <Section id="ftc-robot" title="Our robot">
        <div className="mt-4">
          <RobotFeatureCard robot={ftc.robot} headingLevel={3} badge={`${ftc.game.name} robot`} />
        </div>
      </Section>
    </>
  );
}
