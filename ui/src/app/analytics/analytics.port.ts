/** Where page views go: the API locally, the hosting platform's script when one is configured. */
export interface AnalyticsPort {
  pageView(view: { path: string; referrer: string | null }): void;
}
