import { ANALYSIS_EXCERPT_MAX_CHARS, CONCERN_DROP_CONFIDENCE } from '../constants';
import type { PropAnalysis } from '../entities/prop';
import { NO_ANALYSIS_MESSAGE } from '../messages';
import { clampConfidence } from './confidence';

const CONFIDENCE_WORD = /\bconfidence\b/i;
const AVERAGE_WORD = /\b(?:average|averaging)\b/i;
const SUPPORTS_OVER = /\b(?:above|over)\b/i;
const SUPPORTS_UNDER = /\b(?:below|under)\b/i;

const dedupeKey = (s: string): string => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** Keeps the first of each case- and whitespace-insensitive duplicate, in order. */
function dedupe(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const key = dedupeKey(item);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/** Which side a pick is on: Over/Yes, Under/No (any case), or neither. */
function directionSide(pickDirection: string): 'over' | 'under' | null {
  const d = pickDirection.trim().toLowerCase();
  if (d === 'over' || d === 'yes') return 'over';
  if (d === 'under' || d === 'no') return 'under';
  return null;
}

/**
 * Tidies an analysis before display: a confident pick (> 70) does not list confidence worries; an
 * "average is above the line" concern on an Over pick (below, on an Under pick) argues FOR the pick,
 * so it moves to the end of the supporting factors; both lists are then de-duplicated.
 */
export function cleanAnalysis<A extends PropAnalysis>(
  analysis: A,
  opts: { confidence: number; pickDirection: string },
): A {
  const side = directionSide(opts.pickDirection);
  const sideWord = side === 'over' ? SUPPORTS_OVER : side === 'under' ? SUPPORTS_UNDER : null;
  const dropConfidenceConcerns = opts.confidence > CONCERN_DROP_CONFIDENCE;

  const concerns: string[] = [];
  const moved: string[] = [];
  for (const concern of analysis.concerns) {
    if (dropConfidenceConcerns && CONFIDENCE_WORD.test(concern)) continue;
    if (sideWord !== null && AVERAGE_WORD.test(concern) && sideWord.test(concern)) {
      moved.push(concern);
      continue;
    }
    concerns.push(concern);
  }
  return {
    ...analysis,
    supporting_factors: dedupe([...analysis.supporting_factors, ...moved]),
    concerns: dedupe(concerns),
  };
}

export interface ParsedRecommendation {
  headline: string;
  confidence: number | null;
  supportingFactors: string[];
  concerns: string[];
  /** Free-text lines outside the lists: the engine's verdict and how the factors weigh against each other. */
  notes: string[];
}

const CONFIDENCE_LINE = /^confidence:\s*(-?\d+(?:\.\d+)?)\s*%?$/i;
const SUPPORTING_HEADER = /^supporting factors:$/i;
const CONCERNS_HEADER = /^concerns:$/i;
const LIST_ITEM = /^(?:-|•)(?:\s+(.*))?$/;

/**
 * Parses the engine's final recommendation: headline (first non-empty line), `Confidence: NN%`, then
 * `Supporting Factors:` and `Concerns:` each followed by `- ` or `• ` items (picks written before the
 * verdict was), and free-text lines, kept in order as notes.
 */
export function parseFinalRecommendation(text: string | null | undefined): ParsedRecommendation {
  const result: ParsedRecommendation = {
    headline: '',
    confidence: null,
    supportingFactors: [],
    concerns: [],
    notes: [],
  };
  const lines = (text ?? '').split(/\r?\n/).map((l) => l.trim());
  const headlineIndex = lines.findIndex((l) => l !== '');
  if (headlineIndex === -1) return result;
  result.headline = lines[headlineIndex] ?? '';

  let list: string[] | null = null;
  for (const line of lines.slice(headlineIndex + 1)) {
    if (line === '') continue;
    const conf = CONFIDENCE_LINE.exec(line);
    if (conf?.[1] !== undefined) {
      result.confidence = clampConfidence(Number(conf[1]));
      list = null;
    } else if (SUPPORTING_HEADER.test(line)) {
      list = result.supportingFactors;
    } else if (CONCERNS_HEADER.test(line)) {
      list = result.concerns;
    } else {
      const item = LIST_ITEM.exec(line);
      if (item?.[1] !== undefined && list !== null) {
        const value = item[1].trim();
        if (value !== '') list.push(value);
      } else if (item === null) {
        // Free text after a list closes it: later bullets belong to no section.
        list = null;
        result.notes.push(line);
      }
    }
  }
  return result;
}

/** A sentence: text up to a run of . ! ? that is followed by whitespace or the end (so 245.5 is not a break). */
const SENTENCE = /[\s\S]*?[.!?]+(?=\s|$)/g;

/**
 * Card excerpt: a non-empty condensed text wins; otherwise text of at most 150 characters whole, else
 * its first two sentences, else (no sentence mark) the first 150 characters and `...`.
 */
export function analysisExcerpt(text: string | null | undefined, condensed?: string | null): string {
  if (condensed !== undefined && condensed !== null && condensed.trim() !== '') return condensed.trim();
  const t = (text ?? '').trim();
  if (t === '') return NO_ANALYSIS_MESSAGE;
  if (t.length <= ANALYSIS_EXCERPT_MAX_CHARS) return t;
  const sentences = (t.match(SENTENCE) ?? []).map((s) => s.trim()).filter((s) => s !== '');
  if (sentences.length > 0) return sentences.slice(0, 2).join(' ');
  return `${t.slice(0, ANALYSIS_EXCERPT_MAX_CHARS)}...`;
}
