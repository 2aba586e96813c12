import { describe, expect, it } from 'vitest';
import { newsItemText, parseNewsDocument } from './news';

/** What a document without header lines parses to, but for its body. */
const none = { title: null, date: null, originalSource: null };

describe('parseNewsDocument', () => {
  it.each([
    [
      'reads the three header lines and the body after the blank line',
      [
        'Title: Bills activate WR from IR',
        'Date: 2025-09-09',
        'Original Source: https://example.com/story',
        '',
        'The Bills activated their receiver on Tuesday.',
        '',
        'He should play Sunday.',
      ].join('\n'),
      {
        title: 'Bills activate WR from IR',
        date: '2025-09-09',
        originalSource: 'https://example.com/story',
        body: 'The Bills activated their receiver on Tuesday.\n\nHe should play Sunday.',
      },
    ],
    [
      'accepts headers in any order, CRLF, and missing headers',
      'Date: Sep 9\r\nTitle: Hello\r\n\r\nBody',
      { ...none, title: 'Hello', date: 'Sep 9', body: 'Body' },
    ],
    [
      'treats text without headers as body',
      'Just a note: nothing else\n\nmore',
      { ...none, body: 'Just a note: nothing else\n\nmore' },
    ],
    ['treats empty text as an empty body', '', { ...none, body: '' }],
    [
      'gives an empty body when there is only a header block',
      'Title: Only',
      { ...none, title: 'Only', body: '' },
    ],
  ])('%s', (_name, content, parsed) => {
    expect(parseNewsDocument(content)).toEqual(parsed);
  });
});

describe('newsItemText', () => {
  it('gives an untitled document a blank title and keeps its body', () => {
    expect(newsItemText('Just a paragraph.')).toEqual({ ...none, title: '', body: 'Just a paragraph.' });
  });
});
