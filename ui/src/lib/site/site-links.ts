/** The product's social accounts and data source, in one place for the footers. */
export const SOCIAL_LINKS = [
  { label: 'X (Twitter)', href: 'https://x.com/edgeboardapp' },
  { label: 'Instagram', href: 'https://www.instagram.com/edgeboardapp' },
  { label: 'YouTube', href: 'https://www.youtube.com/@edgeboardapp' },
] as const;

/** Player statistics come from nflverse's public data (README). */
export const DATA_PROVIDER = { label: 'Stats by nflverse', href: 'https://github.com/nflverse' } as const;
