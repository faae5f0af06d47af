import { privacyPolicy } from '../../content/privacy-policy-content.ts';
import { PageHeader } from './components/page-header.tsx';
import { usePageMeta } from './components/use-page-meta.ts';

const updated = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(privacyPolicy.lastUpdated));

export default function PrivacyPolicyPage() {
  usePageMeta('/privacy-policy');
  return (
    <article className="mx-auto w-full max-w-3xl">
      <PageHeader title="Privacy Policy">
        <p className="text-sm">
          Last updated <time dateTime={privacyPolicy.lastUpdated}>{updated}</time>
        </p>
      </PageHeader>
      <div className="mt-6 space-y-4 text-fg-muted">
        {privacyPolicy.intro.map((p) => (
          <p key={p.slice(0, 24)}>{p}</p>
        ))}
      </div>
      <nav aria-label="On this page" className="mt-8 rounded-2xl border border-line bg-surface p-5">
        <p className="text-sm font-semibold text-fg">On this page</p>
        <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {privacyPolicy.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-accent-text underline-offset-4 hover:underline">
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {privacyPolicy.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10 scroll-mt-24">
          <h2 id={`${section.id}-title`} className="text-xl font-bold text-fg">
            {section.title}
          </h2>
          <div className="mt-3 space-y-3 text-fg-muted">
            {section.blocks.map((block, i) =>
              'paragraph' in block ? (
                <p key={i}>{block.paragraph}</p>
              ) : (
                <ul key={i} className="list-disc space-y-1.5 pl-5">
                  {block.list.map((item) => (
                    <li key={item.text.slice(0, 32)}>
                      {item.term && <strong className="font-semibold text-fg">{item.term}: </strong>}
                      {item.text}
                    </li>
                  ))}
                </ul>
              ),
            )}
          </div>
        </section>
      ))}
    </article>
  );
}
