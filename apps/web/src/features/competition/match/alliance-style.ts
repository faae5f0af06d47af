/** Colours of the two alliances, readable in both themes. */
export const ALLIANCE_STYLE = {
  blue: {
    name: 'Blue Alliance',
    text: 'text-blue-700 dark:text-blue-300',
    soft: 'bg-blue-50 dark:bg-blue-950/50',
    border: 'border-blue-200 dark:border-blue-900',
    bar: 'bg-blue-600 dark:bg-blue-500',
  },
  red: {
    name: 'Red Alliance',
    text: 'text-red-700 dark:text-red-300',
    soft: 'bg-red-50 dark:bg-red-950/50',
    border: 'border-red-200 dark:border-red-900',
    bar: 'bg-red-600 dark:bg-red-500',
  },
} as const;

export type AllianceColor = keyof typeof ALLIANCE_STYLE;
