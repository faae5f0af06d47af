import { robots } from '../../content/robots-content.ts';
import { PageHeader, Section } from './components/page-header.tsx';
import { RobotFeatureCard } from './components/robot-feature-card.tsx';
import { usePageMeta } from './components/use-page-meta.ts';

export default function RobotsPage() {
  usePageMeta('/robots');
  return (
    <>
      <PageHeader eyebrow="FRC Team 7790" title="Robots">
        Every season starts with a new game and a blank sheet. These are the robots our students designed, built and programmed.
      </PageHeader>
      <div className="mt-10">
        <RobotFeatureCard robot={robots.current} badge="Current robot" />
      </div>
      <Section id="previous" title="Previous robots">
        <div className="mt-4 space-y-6">
          {robots.previous.map((robot) => (
            <RobotFeatureCard key={robot.name} robot={robot} headingLevel={3} />
          ))}
        </div>
      </Section>
    </>
  );
}
