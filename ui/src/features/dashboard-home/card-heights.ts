// The loaded heights of the two top cards on a phone (measured at 412 px: news 383, games 464). The cards
// keep them while loading so the content below does not jump when news and scores arrive.
export const NEWS_CARD_MIN_HEIGHT = 380;
export const GAMES_CARD_MIN_HEIGHT = 460;
