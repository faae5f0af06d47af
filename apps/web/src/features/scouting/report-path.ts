/** The form of one report (its id made when the form opened): /scout/report?id=… */
export const reportPath = (reportId: string) => `/scout/report?id=${encodeURIComponent(reportId)}`;

/** What /scout says after the form saved a report (router state). */
export interface ScoutPageNotice {
  /** While the save waits in the outbox. */
  saved: string;
  /** Once the outbox has sent it. */
  sent: string;
  /** The save (its submission id) the notice is about. */
  submission: string;
}
