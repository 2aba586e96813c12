// The rule behind scripts/doc-links.test.ts, apart so it can be tested on a sample.
import { posix } from 'node:path';

/** A quoted repository path: folders and a file with an extension, no glob, placeholder or spaces. */
const QUOTED_PATH = /`((?:\.{1,2}\/)?[\w@.-]+(?:\/[\w@.-]+)+\.[a-z]{1,5})`/g;
const LINK = /\[[^\]]*\]\(([^)\s]+)\)/g;

/**
 * The targets in `text` (the Markdown file `file`, repository-relative) that name no existing file: relative
 * links are read from the file's folder, quoted paths from the repository root or the file's folder.
 */
export function brokenDocLinks(
  file: string,
  text: string,
  exists: (path: string) => boolean,
  /** The repository's top-level folders (tracked files'): paths under others (`.data/`) are made at run time. */
  folders: ReadonlySet<string>,
): string[] {
  const here = posix.dirname(file);
  const broken: string[] = [];
  for (const [, target = ''] of text.matchAll(LINK)) {
    if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
    const path = posix.normalize(posix.join(here, target.split('#')[0] ?? ''));
    if (path.startsWith('..')) continue; // outside the repository (the shared spec)
    if (!exists(path)) broken.push(target);
  }
  for (const [, quoted = ''] of text.matchAll(QUOTED_PATH)) {
    if (quoted.startsWith('..')) continue;
    const fromHere = posix.normalize(posix.join(here, quoted));
    // A path whose first folder is not in this repository is not a claim about this tree.
    const top = quoted.split('/')[0] ?? '';
    if (!folders.has(top) && !exists(fromHere)) continue;
    if (!exists(quoted) && !exists(fromHere)) broken.push(quoted);
  }
  return broken;
}
