import { Section } from '../components/page-header.tsx';
import { team } from '../../../content/team-content.ts';

export function AboutSection() {
  return (
    <Section id="about" title={team.about.title}>
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-4 text-fg-muted">
          {team.about.paragraphs.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
        </div>
        <dl className="grid grid-cols-2 gap-3 self-start">
          {team.about.facts.map((f) => (
            <div key={f.label} className="rounded-2xl border border-line bg-surface p-4 shadow-sm">
              <dt className="text-sm font-medium text-fg-muted">{f.label}</dt>
              <dd className="text-3xl font-bold text-accent-text">{f.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}
