import type { ScoutingKit } from '@team7790/shared/scouting/match-scouting';

export interface QrSlotProps {
  /** The signed-in scout whose outbox this is (queueSubmission's ownerId for scanned reports). */
  ownerId: number;
  /** The event the scout page shows, and its kit (null until one is on the device). */
  eventKey: string | null;
  kit: ScoutingKit | null;
}

/**
 * Where the scout page puts QR transfer with no network ("Show as QR codes" for the waiting reports, "Scan reports"
 * on a lead's phone). It sits right under "Waiting to send" on /scout. This placeholder draws nothing; the QR
 * transfer replaces this file (the folder qr/ is QR transfer's).
 */
export function QrSlot(_props: QrSlotProps) {
  return null;
}
