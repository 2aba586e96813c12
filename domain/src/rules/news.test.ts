import { describe, expect, it } from 'vitest';
import { newsItemText, parseNewsDocument } from './news';

describe('parseNewsDocument', () => {
  it('reads the three header lines and the body after the blank line', () => {
    const content = [
      'Title: Bills activate WR from IR',
      'Date: 2025-09-09',
      'Original Source: https://example.com/story',
      '',
      'The Bills activated their receiver on Tuesday.',
      '',
      'He should play Sunday.',
    ].join('\n');
    expect(parseNewsDocument(content)).toEqual({
      title: 'Bills activate WR from IR',
      date: '2025-09-09',
      originalSource: 'https://example.com/story',
      body: 'The Bills activated their receiver on Tuesday.\n\nHe should play Sunday.',
    });
  });

  it('accepts headers in any order, CRLF, and missing headers', () => {
    const out = parseNewsDocument('Date: Sep 9\r\nTitle: Hello\r\n\r\nBody');
    expect(out).toEqual({ title: 'Hello', date: 'Sep 9', originalSource: null, body: 'Body' });
  });

  it('treats text without headers as body', () => {
    expect(parseNewsDocument('Just a note: nothing else\n\nmore')).toEqual({
      title: null,
      date: null,
      originalSource: null,
      body: 'Just a note: nothing else\n\nmore',
    });
    expect(parseNewsDocument('')).toEqual({ title: null, date: null, originalSource: null, body: '' });
  });

  it('gives an empty body when there is only a header block', () => {
    expect(parseNewsDocument('Title: Only')).toEqual({
      title: 'Only',
      date: null,
      originalSource: null,
      body: '',
    });
  });
});

describe('newsItemText', () => {
  it('gives an untitled document a blank title and keeps its body', () => {
    expect(newsItemText('Just a paragraph.')).toEqual({
      title: '',
      date: null,
      originalSource: null,
      body: 'Just a paragraph.',
    });
  });
});
