// The book's price as the bettor types it: American odds, checked on every keystroke so the field can say what is
// wrong before anything is sent.
import { AmericanOdds } from '@edgeboard/domain';

export type PriceReading =
  { kind: 'empty' } | { kind: 'valid'; odds: number } | { kind: 'invalid'; message: string };

export function readPrice(text: string): PriceReading {
  const t = text.trim();
  if (t === '') return { kind: 'empty' };
  if (!/^[+-]?\d+$/.test(t))
    return { kind: 'invalid', message: 'Type American odds: a whole number such as +450 or -120.' };
  const odds = Number(t);
  if (!AmericanOdds.safeParse(odds).success)
    return { kind: 'invalid', message: 'American odds are -100 or lower, or +100 or higher (up to 100000).' };
  return { kind: 'valid', odds };
}
