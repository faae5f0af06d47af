import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export default function HomePage() {
  return (
    <ComingSoon
      title="Baywatch Robotics"
      description="FRC Team 7790 and FTC Team 15814: our robots, our season and live competition data."
      backTo={null}
    >
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/robots" className={buttonClasses('primary')}>
          Meet our robots
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link to="/scouting" className={buttonClasses('secondary')}>
          Open scouting
        </Link>
      </div>
    </ComingSoon>
  );
}
