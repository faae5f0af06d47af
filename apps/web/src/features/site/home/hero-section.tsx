import { clsx } from 'clsx';
import { ArrowRight, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { robots } from '../../../content/robots-content.ts';
import { team } from '../../../content/team-content.ts';

/**
 * The team's name, what we do, and the way to our 2025 Traverse City playoffs. While the team plays (`live`), the
 * photo and the lead give way below the desktop width, so the Competition Updates after it start in a phone's first
 * screen.
 */
export function HeroSection({ live = false }: { live?: boolean }) {
  const image = robots.current.image;
  return (
    <section aria-labelledby="page-title" className="grid items-center gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
      <div>
        <p className="text-sm font-semibold tracking-wide text-accent-text">{team.hero.eyebrow}</p>
        <h1 id="page-title" className="mt-2 text-4xl font-extrabold tracking-tight text-fg sm:text-5xl">
          {team.name}
        </h1>
        <p className="mt-3 text-xl font-semibold text-fg sm:text-2xl">{team.hero.title}</p>
        <p className={clsx('mt-4 max-w-2xl text-base text-fg-muted sm:text-lg', live && 'hidden lg:block')}>{team.hero.lead}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={team.hero.playoffsLink.href} className={buttonClasses('primary', 'lg')}>
            <Trophy aria-hidden="true" className="size-5" />
            {team.hero.playoffsLink.label}
          </Link>
          <Link to="/robots" className={buttonClasses('secondary', 'lg')}>
            Meet our robots
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </div>
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        className={clsx('w-full rounded-3xl border border-line shadow-sm', live && 'hidden lg:block')}
      />
    </section>
  );
}
