/** First focusable element of every layout: jumps past the navigation to the page. */
export function SkipLink({ target = 'main' }: { target?: string }) {
  return (
    <a
      href={`#${target}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2 focus:font-semibold focus:text-fg focus:shadow-lg"
    >
      Skip to main content
    </a>
  );
}
