/** The current time; injected so rules that depend on "now" are testable and deterministic. */
export interface Clock {
  now(): Date;
}
