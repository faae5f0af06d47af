/** The scanner's page (members): /scout/scan, with `?event=` naming the event whose kit names the matches. */
export const SCAN_PATH = '/scout/scan';
