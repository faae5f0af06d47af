import { Check, Copy, HandHeart, Mail } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { team } from '../../../content/team-content.ts';

/** Spec 1 section 9: the copied indicator shows for 2 s. */
export const COPIED_MS = 2000;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The team's address with a copy button, and the way to the sponsor form. */
export function ContactBlock() {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (copied === 'idle') return;
    const timer = setTimeout(() => setCopied('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const { contact } = team;

  return (
    <section aria-labelledby="contact-title" className="mt-14">
      <Card className="p-6 sm:p-8">
        <h2 id="contact-title" className="text-2xl font-bold tracking-tight text-fg">
          {contact.title}
        </h2>
        <p className="mt-2 max-w-2xl text-fg-muted">{contact.lead}</p>
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <a
            href={`mailto:${contact.email}`}
            className="inline-flex items-center gap-2 rounded-lg text-base font-semibold [overflow-wrap:anywhere] text-accent-text underline-offset-4 hover:underline sm:text-lg"
          >
            <Mail aria-hidden="true" className="size-5 shrink-0" />
            {contact.email}
          </a>
          <Button variant="secondary" size="sm" onClick={async () => setCopied((await copyText(contact.email)) ? 'copied' : 'failed')}>
            {copied === 'copied' ? <Check aria-hidden="true" className="size-4 text-success" /> : <Copy aria-hidden="true" className="size-4" />}
            {copied === 'copied' ? 'Copied!' : 'Copy email'}
          </Button>
          <span role="status" className="text-sm text-fg-muted">
            {copied === 'copied' ? (
              <span className="sr-only">Email address copied</span>
            ) : copied === 'failed' ? (
              'Could not copy; select the address instead.'
            ) : (
              ''
            )}
          </span>
        </div>
        <div className="mt-6 border-t border-line pt-5">
          <Link to={contact.sponsorLink.href} className={buttonClasses('primary')}>
            <HandHeart aria-hidden="true" className="size-4" />
            {contact.sponsorLink.label}
          </Link>
        </div>
      </Card>
    </section>
  );
}
