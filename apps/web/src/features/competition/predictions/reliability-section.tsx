import type { AccuracySummary } from '@team7790/shared/competition/contracts/predictions';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { ReliabilityChart } from './reliability-chart.tsx';
import { ReliabilityTable } from './reliability-table.tsx';

/** The reliability plot and, beside it on a wide screen (below on a phone), the same figures as a table. */
export function ReliabilitySection({ bins, subtitle }: { bins: AccuracySummary['bins']; subtitle: string }) {
  return (
    <SectionCard title="Reliability" subtitle={subtitle}>
      <div className="grid min-w-0 grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <ReliabilityChart bins={bins} />
        <ReliabilityTable bins={bins} />
      </div>
    </SectionCard>
  );
}
