import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';

const FOOTER_LINKS = [
  { label: 'Become a Sponsor', to: '/become-a-sponsor' },
  { label: 'Schedule', to: '/schedule' },
  { label: 'Scouting', to: '/scouting' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex items-center gap-3">
          <BrandMark className="size-8" />
          <div className="text-sm">
            <p className="font-semibold text-fg">Baywatch Robotics</p>
            <p className="text-fg-muted">FRC Team 7790 · FTC Team 15814</p>
          </div>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="rounded text-fg-muted underline-offset-4 hover:text-fg hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
