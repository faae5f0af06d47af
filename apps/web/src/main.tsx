import './styles.css';

/**
 * The entry is this small on purpose: the browser first paints what it already has (the page the server drew, or
 * the empty shell), and only then fetches and evaluates the app, most of the page's JavaScript. The server names
 * the chunks of the page being opened, so they download alongside the app rather than after it. (A hidden tab
 * paints no frames: the timer starts it there.)
 */
let started = false;
const boot = () => {
  if (started) return;
  started = true;
  const chunks = document.querySelector<HTMLMetaElement>('meta[name="page-chunks"]')?.content.split(' ') ?? [];
  for (const href of chunks.filter((c) => c.startsWith('/assets/'))) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import('./app/boot.tsx');
};
requestAnimationFrame(() => setTimeout(boot, 0));
setTimeout(boot, 100);
