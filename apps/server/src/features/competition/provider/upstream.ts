/**
 * The boundary between the competition service and whatever answers provider paths: the real
 * The Blue Alliance / Statbotics APIs over HTTP, a stand-in over HTTP in tests, or the built-in
 * simulated season in-process. Paths are those of the provider's API without its base
 * (TBA: '/event/2025milac/matches'; Statbotics: '/v3/team_event/7790/2025milac').
 */
export interface UpstreamResponse {
  status: number;
  /** Lower-case header names; at least etag / last-modified / retry-after when the provider sends them. */
  headers: Record<string, string>;
  /** The raw body text (JSON for 200); empty for 304. */
  body: string;
}

export interface Upstream {
  /** `headers` carries conditional headers (if-none-match, if-modified-since). */
  get(path: string, headers?: Record<string, string>): Promise<UpstreamResponse>;
}
