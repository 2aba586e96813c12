/** The fixed header's height: the shells pad below it and the side navigation starts under it. */
export const HEADER_HEIGHT = 64;
