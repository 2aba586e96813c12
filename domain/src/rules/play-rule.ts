// One rule for "is this a play": the engine's verdict, the odds board's marks on each quote, the feed's
// "Plays only" filter and the alerts all read it here, so a quote marked on the board and a pick called a play
// are judged alike (issue #29 item 3).

/**
 * The smallest expected value called an edge: half of the 0.1% the pages print EV to. Below it a "Play" would
 * sit beside "+0.0%" (the word and the number disagreeing), and floating-point noise is never an edge. The
 * engine's MIN_PLAY_EV is this value (a test in the engine checks they agree).
 */
export const PLAY_MIN_EV = 0.0005;

/** Whether an expected value (per unit staked, 0.051 = +5.1%) is worth betting. */
export function isPositiveEv(ev: number | null | undefined): boolean {
  return ev != null && ev >= PLAY_MIN_EV;
}

/**
 * The stored verdict of a play. The engine writes it exactly when the best quote's EV, at any book and line,
 * passes isPositiveEv and nothing else rules the pick out; "Plays only" (the feed's SQL and in-memory filters)
 * and the alerts (which notify new plays) select on it, so the three agree with the board's marks.
 */
export const PLAY_VERDICT = 'play' as const;

/** Whether a stored pick is a play: what "Plays only" keeps and what alerts notify. */
export function isPlay(pick: { verdict?: 'play' | 'no_play' | null }): boolean {
  return pick.verdict === PLAY_VERDICT;
}
