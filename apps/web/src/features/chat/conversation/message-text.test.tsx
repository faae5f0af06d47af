import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MessageText } from './message-text.tsx';

const render = (content: string) => renderToStaticMarkup(<MessageText content={content} knownUsernames={new Set(['ana', 'ben'])} myUsername="ana" />);

describe('message text on screen', () => {
  it('shows markup as text, never as elements', () => {
    const html = render('<img src=x onerror=alert(1)><script>alert(2)</script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
  it('links only http(s) addresses, opening them safely in a new tab', () => {
    const html = render('go to https://frc7790.com or javascript:alert(1)');
    expect(html).toContain('<a href="https://frc7790.com/" target="_blank" rel="noopener noreferrer nofollow"');
    expect(html).not.toContain('href="javascript');
  });
  it("highlights mentions of known members, the reader's own more strongly", () => {
    const html = render('@ana and @ben and @nobody');
    expect(html).toMatch(/<span class="[^"]*bg-accent-strong text-on-accent[^"]*">@ana<\/span>/);
    expect(html).toMatch(/<span class="[^"]*bg-accent-soft[^"]*">@ben<\/span>/);
    expect(html).toContain('and @nobody');
  });
  it("highlights @everyone and @channel only when they notified everyone, as the reader's own when they reached the reader", () => {
    const everyone = (mentionsEveryone: boolean, mentionsMe: boolean) =>
      renderToStaticMarkup(
        <MessageText
          content="@everyone and @channel: ships at 6"
          knownUsernames={new Set(['everyone'])}
          myUsername="ana"
          mentionsEveryone={mentionsEveryone}
          mentionsMe={mentionsMe}
        />,
      );
    expect(everyone(true, true)).toMatch(/<span class="[^"]*bg-accent-strong text-on-accent[^"]*">@everyone<\/span>/);
    expect(everyone(true, true)).toMatch(/<span class="[^"]*bg-accent-strong text-on-accent[^"]*">@channel<\/span>/);
    // The author, or someone who joined the chat later: highlighted, not as theirs.
    expect(everyone(true, false)).toMatch(/<span class="[^"]*bg-accent-soft[^"]*">@everyone<\/span>/);
    // A member's @everyone notified nobody: plain text, even with an account of that name.
    expect(everyone(false, false)).toContain('<span>@everyone and @channel: ships at 6</span>');
  });
});
