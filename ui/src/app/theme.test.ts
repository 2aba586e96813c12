// Every state of a primary button and a link keeps WCAG AA's 4.5:1: antd derives the hover colour from
// colorPrimary (lighter), and #1d4ed8's derived hover #4373e6 carries white text at only 4.34:1, which axe
// flags whenever it scans a button the pointer has just clicked (the alerts journey did, under load).
import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('theme contrast', () => {
  const token = antdTheme.getDesignToken(theme);

  it.each(['colorPrimary', 'colorPrimaryHover', 'colorPrimaryActive'] as const)(
    'white text on %s is at least 4.5:1',
    (name) => {
      expect(contrast('#ffffff', token[name])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(['colorLink', 'colorLinkHover', 'colorLinkActive'] as const)(
    '%s on white is at least 4.5:1',
    (name) => {
      expect(contrast(token[name], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    },
  );
});
