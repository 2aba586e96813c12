import { describe, expect, it } from 'vitest';
import { nameKey, normalizeName } from './player-names';

describe('normalizeName', () => {
  it.each([
    ['Lamar Jackson', 'lamar jackson'],
    ['  Lamar   Jackson ', 'lamar jackson'],
    ['LAMAR JACKSON', 'lamar jackson'],
    // Team tags, wherever they sit.
    ['Lamar Jackson (BAL)', 'lamar jackson'],
    ['Lamar Jackson(BAL)', 'lamar jackson'],
    ['(BAL) Lamar Jackson', 'lamar jackson'],
    // Generational suffixes, with or without a dot or comma.
    ['Kenneth Walker III', 'kenneth walker'],
    ['Kenneth Walker III (SEA)', 'kenneth walker'],
    ['Michael Pittman Jr.', 'michael pittman'],
    ['Marvin Harrison, Jr.', 'marvin harrison'],
    ['Odell Beckham Jr', 'odell beckham'],
    ['Patrick Mahomes II', 'patrick mahomes'],
    ['Ronald Jones Sr.', 'ronald jones'],
    ['Henry Ruggs IV', 'henry ruggs'],
    ['Some Player V', 'some player'],
    // Punctuation inside names disappears; hyphens and spaces split words.
    ['A.J. Brown', 'aj brown'],
    ['AJ Brown', 'aj brown'],
    ['A. J. Brown', 'a j brown'],
    ["De'Von Achane", 'devon achane'],
    ['De’Von Achane', 'devon achane'],
    ["Ja'Marr Chase", 'jamarr chase'],
    ['Amon-Ra St. Brown', 'amon ra st brown'],
    ['D.K. Metcalf', 'dk metcalf'],
    // Accents are dropped.
    ['José Ramírez', 'jose ramirez'],
    ['Zoë Müller', 'zoe muller'],
  ])('%s -> %s', (raw, normal) => {
    expect(normalizeName(raw)).toBe(normal);
  });

  it('keeps a suffix-like word when the name would be left with one word', () => {
    // "Will V" is a first and a last name, not a name plus a suffix.
    expect(normalizeName('Will V')).toBe('will v');
    expect(normalizeName('Jones Jr.')).toBe('jones jr');
  });

  it('removes only trailing suffixes, several at most down to two words', () => {
    expect(normalizeName('John Smith Jr. III')).toBe('john smith');
    expect(normalizeName('Ii Smith Jones')).toBe('ii smith jones');
  });

  it('gives an empty string for a name with no letters', () => {
    expect(normalizeName('')).toBe('');
    expect(normalizeName('(BAL)')).toBe('');
    expect(normalizeName(' - . ')).toBe('');
  });
});

describe('nameKey', () => {
  it.each([
    ['Gabe Davis', 'Gabriel Davis'],
    ['Josh Allen', 'Joshua Allen'],
    ['Mike Evans', 'Michael Evans'],
    ['Ken Walker III', 'Kenneth Walker'],
    ['Kenny Walker', 'Kenneth Walker III (SEA)'],
    ['Chris Olave', 'Christopher Olave'],
    ['Cam Akers', 'Cameron Akers'],
    ['Tony Pollard', 'Anthony Pollard'],
    ['Bill Smith', 'William Smith'],
    ['Billy Smith', 'Will Smith'],
    ['Drew Lock', 'Andrew Lock'],
    ['Joe Mixon', 'Joseph Mixon'],
    ['A.J. Brown', 'AJ Brown (PHI)'],
    ["De'Von Achane", 'DeVon Achane'],
    ['Michael Pittman Jr.', 'Mike Pittman'],
    // nflverse 2025 prints these two by their short names, DraftKings by their given ones.
    ['Chig Okonkwo', 'Chigoziem Okonkwo'],
    ['Bam Knight', 'Zonovan Knight'],
  ])('%s and %s agree', (a, b) => {
    expect(nameKey(a)).toBe(nameKey(b));
  });

  it('puts the first name in its formal form', () => {
    expect(nameKey('Gabe Davis')).toBe('gabriel davis');
    expect(nameKey('Gabriel Davis')).toBe('gabriel davis');
    expect(nameKey('Kenneth Walker III')).toBe('kenneth walker');
    expect(nameKey('Lamar Jackson (BAL)')).toBe('lamar jackson');
  });

  it('only the first name is a nickname: last names are left alone', () => {
    expect(nameKey('Tyler Will')).toBe('tyler will');
    expect(nameKey('Tyler Will')).not.toBe(nameKey('Tyler William'));
    expect(nameKey('Jim Tom')).toBe('james tom');
  });

  it.each([
    // A short form shared by two formal names decides nothing: it matches only itself.
    ['Nate Smith', 'Nathan Smith'],
    ['Nate Smith', 'Nathaniel Smith'],
    ['Jeff Wilson', 'Jeffery Wilson'],
    ['Jeff Wilson', 'Jeffrey Wilson'],
    ['Steve Smith', 'Steven Smith'],
    ['Steve Smith', 'Stephen Smith'],
    // Different formal names stay different.
    ['Nathan Smith', 'Nathaniel Smith'],
    ['Jeffery Wilson', 'Jeffrey Wilson'],
    // Different people.
    ['Gabe Davis', 'Gabe Jackson'],
    ['Kenneth Walker', 'Kenneth Gainwell'],
    ['Mike Williams', 'Mike Evans'],
    // Initials are not expanded: a book's "K. Walker" is not guessed to be Kenneth Walker.
    ['K. Walker', 'Kenneth Walker'],
    ['AJ Brown', 'A. J. Brown'],
  ])('%s and %s differ', (a, b) => {
    expect(nameKey(a)).not.toBe(nameKey(b));
  });

  it('a shared short form still matches itself', () => {
    expect(nameKey('Nate Smith')).toBe('nate smith');
    expect(nameKey('Jeff Wilson (SF)')).toBe(nameKey('Jeff Wilson Jr.'));
    expect(nameKey('Steve Smith Sr.')).toBe('steve smith');
  });

  it('a name with no letters keys to the empty string', () => {
    expect(nameKey('')).toBe('');
    expect(nameKey('(BAL)')).toBe('');
  });
});
