import { BellOff, BellRing, Send } from 'lucide-react';
import { useId } from 'react';
import { Banner } from './ui/banner.tsx';
import { Button } from './ui/button.tsx';
import { Card } from './ui/card.tsx';
import { useWebPush } from '../lib/push/use-web-push.ts';

const STATUS: Record<string, string> = {
  checking: 'Checking this device…',
  unsupported: 'This browser cannot receive notifications. On iPhone, add the site to the Home Screen first.',
  denied: 'Notifications are blocked for this site in your browser settings.',
  off: 'Get alerts on this device for your favorite teams (and, for members, chat messages and mentions).',
  on: 'This device gets your alerts: favorite-team matches, alliances, results and awards, and chat for members.',
};

/** Settings and profile: turn alerts on or off for this browser, and send a test. */
export function PushControl() {
  const push = useWebPush();
  const headingId = useId();
  const on = push.state === 'on';
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-fg">
              {on ? <BellRing aria-hidden="true" className="size-5 text-accent" /> : <BellOff aria-hidden="true" className="size-5 text-fg-muted" />}
              Notifications on this device
            </h2>
            <p className="mt-1 text-sm text-fg-muted" data-testid="push-status">
              {STATUS[push.state]}
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            {on ? (
              <>
                <Button variant="secondary" onClick={() => void push.test()} disabled={push.busy}>
                  <Send aria-hidden="true" className="size-4" />
                  Send a test
                </Button>
                <Button variant="secondary" onClick={() => void push.disable()} disabled={push.busy}>
                  {push.busy ? 'Turning off...' : 'Turn off'}
                </Button>
              </>
            ) : push.state === 'off' || push.state === 'denied' ? (
              <Button onClick={() => void push.enable()} disabled={push.busy}>
                <BellRing aria-hidden="true" className="size-4" />
                {push.busy ? 'Turning on...' : 'Turn on notifications'}
              </Button>
            ) : null}
          </div>
        </div>
        {push.error && <Banner tone="error">{push.error}</Banner>}
        {push.notice && <Banner tone="success">{push.notice}</Banner>}
      </section>
    </Card>
  );
}
