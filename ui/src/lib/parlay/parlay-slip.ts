// The parlay slip the builder prices (issue #32 item 3): the legs a bettor added from the feed, the analysis page
// or the odds board, and the book price he typed. Kept in sessionStorage, so it follows him across pages and
// reloads for the session and is gone with the tab; one store, read with useSyncExternalStore.
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { EntityId, PARLAY_MAX_LEGS, PickDirection, StatType } from '@edgeboard/domain';

export const SlipLeg = z.object({
  pickId: EntityId,
  /** What the leg reads as in the slip, e.g. "Josh Allen Over 245.5 Passing Yards". */
  label: z.string().min(1),
  player: z.string().min(1),
  statType: StatType,
  line: z.number(),
  side: PickDirection,
  /** "BUF @ KC" where the adding screen knows it. */
  matchup: z.string().nullish(),
});
export type SlipLeg = z.infer<typeof SlipLeg>;

const Slip = z.object({ legs: z.array(SlipLeg).max(PARLAY_MAX_LEGS), price: z.string().max(12) });
type Slip = z.infer<typeof Slip>;

export const PARLAY_SLIP_KEY = 'edgeboard:parlaySlip';
const EMPTY: Slip = { legs: [], price: '' };

function read(): Slip {
  try {
    const raw = window.sessionStorage.getItem(PARLAY_SLIP_KEY);
    const parsed = raw ? Slip.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : EMPTY;
  } catch {
    // A broken or blocked storage is an empty slip, never a crash.
    return EMPTY;
  }
}

let current: Slip | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): Slip {
  current ??= read();
  return current;
}

function write(next: Slip): void {
  current = next;
  try {
    window.sessionStorage.setItem(PARLAY_SLIP_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the slip still works for this page.
  }
  for (const l of listeners) l();
}

const sameProp = (a: SlipLeg, b: Pick<SlipLeg, 'pickId'>) => a.pickId === b.pickId;

export const parlaySlip = {
  get: snapshot,
  subscribe,
  /** Adds the leg, replacing one on the same prop (a new side or line); refused past the maximum. */
  add(leg: SlipLeg): boolean {
    const s = snapshot();
    const others = s.legs.filter((l) => !sameProp(l, leg));
    if (others.length >= PARLAY_MAX_LEGS) return false;
    write({ ...s, legs: [...others, leg] });
    return true;
  },
  remove(pickId: string): void {
    const s = snapshot();
    write({ ...s, legs: s.legs.filter((l) => l.pickId !== pickId) });
  },
  setPrice(price: string): void {
    write({ ...snapshot(), price });
  },
  clear(): void {
    write(EMPTY);
  },
  /** For tests: forget the in-memory copy so the next read is storage's. */
  reload(): void {
    current = null;
  },
};

export function useParlaySlip(): Slip {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
