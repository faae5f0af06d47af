import { SORT_CHOICES, type TableSort } from '@team7790/shared/scouting/scouting-table';
import { Eraser, Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { CheckboxField } from '../../../components/ui/form-controls.tsx';
import type { SortOption } from './scouted-columns.ts';

export interface ScoutingControlsProps {
  sort: TableSort;
  onSort(sort: TableSort): void;
  availableOnly: boolean;
  onToggleAvailable(): void;
  pickedCount: number;
  onClearPicked(): void;
  epaMissing: boolean;
  /** The picks are the team's shared list (a member), not this device's. */
  shared?: boolean;
  /** A member's sorts on the team's own scouting, and the toggle that shows every form field (absent for visitors). */
  scouting?: {
    scouted: SortOption[];
    fields: SortOption[];
    everyField: boolean;
    onToggleEveryField(): void;
  };
}

/** Sort choice, the available/all toggle and Clear All Picked, which asks first: it has no undo. */
export function ScoutingControls(props: ScoutingControlsProps) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const which = props.pickedCount === 1 ? 'the picked team' : `all ${props.pickedCount} teams`;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          Sort by
        </label>
        <select
          id={id}
          value={props.sort}
          onChange={(e) => props.onSort(e.target.value as TableSort)}
          className="h-10 rounded-lg border border-line bg-surface px-3 text-sm text-fg shadow-sm"
        >
          {SORT_CHOICES.map((c) => (
            <option key={c.value} value={c.value} disabled={props.epaMissing && c.value.startsWith('epa')}>
              {c.label}
              {props.epaMissing && c.value.startsWith('epa') ? ' (unavailable)' : ''}
            </option>
          ))}
          {props.scouting && (
            <optgroup label="Our scouting">
              {props.scouting.scouted.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </optgroup>
          )}
          {props.scouting && props.scouting.fields.length > 0 && (
            <optgroup label="Form fields">
              {props.scouting.fields.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </div>
      <Button variant="secondary" onClick={props.onToggleAvailable}>
        {props.availableOnly ? <Eye aria-hidden="true" className="size-4" /> : <EyeOff aria-hidden="true" className="size-4" />}
        {props.availableOnly ? 'Show All Teams' : 'Show Available Only'}
      </Button>
      <Button variant="secondary" onClick={() => setConfirming(true)} disabled={props.pickedCount === 0}>
        <Eraser aria-hidden="true" className="size-4" />
        Clear All Picked
      </Button>
      {props.scouting && (
        <CheckboxField
          label="Show every form field"
          checked={props.scouting.everyField}
          onChange={props.scouting.onToggleEveryField}
          className="h-10"
        />
      )}
      {confirming && (
        <ConfirmDialog
          title="Clear All Picked"
          question={`Mark ${which} available again? This cannot be undone.`}
          note={props.shared ? 'This clears the picks on the team’s shared list for everyone; notes and the order stay.' : undefined}
          actions={[
            {
              label: 'Clear All',
              onClick: () => {
                setConfirming(false);
                props.onClearPicked();
              },
            },
          ]}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
