/** The form of one report (its id made when the form opened): /scout/report?id=… */
export const reportPath = (reportId: string) => `/scout/report?id=${encodeURIComponent(reportId)}`;

/** What /scout says after the form saved a report (router state). */
export interface ScoutPageNotice {
  saved: string;
}
