// Books print player names their own way ("Gabriel Davis", "Lamar Jackson (BAL)", "Kenneth Walker III");
// nflverse prints "Gabe Davis", "Lamar Jackson", "Kenneth Walker". These rules make the two meet without
// guessing: a team tag, a generational suffix, punctuation and a known nickname never decide a match on
// their own; the game's two teams and the week do.

/** Formal first names and the short forms books or nflverse use for them; both sides map to the first. */
const NICKNAMES: Readonly<Record<string, readonly string[]>> = {
  gabriel: ['gabe'],
  joshua: ['josh'],
  michael: ['mike'],
  william: ['will', 'bill', 'billy'],
  kenneth: ['ken', 'kenny'],
  christopher: ['chris'],
  matthew: ['matt'],
  nicholas: ['nick'],
  zachary: ['zach', 'zack'],
  daniel: ['dan', 'danny'],
  anthony: ['tony'],
  robert: ['rob', 'robbie', 'bob', 'bobby'],
  james: ['jim', 'jimmy', 'jamie'],
  thomas: ['tom', 'tommy'],
  benjamin: ['ben'],
  samuel: ['sam'],
  alexander: ['alex'],
  andrew: ['drew', 'andy'],
  patrick: ['pat'],
  cameron: ['cam'],
  jeffery: ['jeff'],
  jeffrey: ['jeff'],
  joseph: ['joe', 'joey'],
  edward: ['ed', 'eddie'],
  david: ['dave'],
  timothy: ['tim'],
  gregory: ['greg'],
  jacob: ['jake'],
  nathaniel: ['nate'],
  nathan: ['nate'],
  richard: ['rich', 'richie', 'rick'],
  charles: ['charlie', 'chuck'],
  jonathan: ['jon'],
  maxwell: ['max'],
  theodore: ['ted', 'teddy'],
  douglas: ['doug'],
  steven: ['steve'],
  stephen: ['steve'],
  chigoziem: ['chig'],
  zonovan: ['bam'],
};

const CANONICAL = new Map<string, string>();
for (const [formal, shorts] of Object.entries(NICKNAMES)) {
  CANONICAL.set(formal, formal);
  // A short form shared by two formal names (nate, jeff, steve) is left as itself: it matches only itself.
  for (const s of shorts) CANONICAL.set(s, CANONICAL.has(s) && CANONICAL.get(s) !== formal ? s : formal);
}
for (const s of ['nate', 'jeff', 'steve']) CANONICAL.set(s, s);

const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'v']);

/** Lower case, no team tag "(BAL)", no punctuation ("A.J." = "AJ", "De'Von" = "DeVon"), no suffix. */
export function normalizeName(name: string): string {
  const words = name
    .replace(/\([^)]*\)/g, ' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'’`]/g, '')
    .replace(/[^a-z]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');
  while (words.length > 2 && SUFFIXES.has(words[words.length - 1] ?? '')) words.pop();
  return words.join(' ');
}

/** The normalized name with its first name in formal form: "Gabe Davis" and "Gabriel Davis" agree. */
export function nameKey(name: string): string {
  const words = normalizeName(name).split(' ');
  const first = words[0] ?? '';
  words[0] = CANONICAL.get(first) ?? first;
  return words.join(' ');
}
