import { useQuery } from '@tanstack/react-query';
import { competitionUpdatesQuery } from './api/competition-updates-api.ts';
import { usePageMeta } from './components/use-page-meta.ts';
import { AboutSection } from './home/about-section.tsx';
import { CompetitionUpdates } from './home/competition-updates.tsx';
import { ContactBlock } from './home/contact-block.tsx';
import { Countdown } from './home/countdown.tsx';
import { GameSection } from './home/game-section.tsx';
import { HeroSection } from './home/hero-section.tsx';
import { RobotHighlight } from './home/robot-highlight.tsx';

export default function HomePage() {
  usePageMeta('/');
  // While the team plays, its live block is what visitors came for: the hero makes room for it in the first screen.
  const live = Boolean(useQuery(competitionUpdatesQuery()).data?.totalTeams);
  return (
    <>
      <HeroSection live={live} />
      <CompetitionUpdates />
      <Countdown />
      <AboutSection />
      <RobotHighlight />
      <GameSection />
      <ContactBlock />
    </>
  );
}
