import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml, sanitizeOptionalHtml } from './sanitize-article-html';

describe('sanitizeArticleHtml', () => {
  it('removes script elements and their content', () => {
    const out = sanitizeArticleHtml('<p>Hi</p><script>alert(1)</script><SCRIPT src="x.js"></SCRIPT>');
    expect(out).toBe('<p>Hi</p>');
  });

  it('removes event handler attributes', () => {
    const out = sanitizeArticleHtml(
      '<p onclick="steal()" class="lead">x</p><img src="https://a/b.png" onerror="x()">',
    );
    expect(out).not.toMatch(/onclick|onerror/i);
    expect(out).toContain('<p class="lead">x</p>');
    expect(out).toContain('src="https://a/b.png"');
  });

  it('drops javascript: and other unsafe URLs, keeps http(s) and mailto links', () => {
    const out = sanitizeArticleHtml(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><a href="https://x.test/">c</a><a href="mailto:a@b.c">d</a>',
    );
    expect(out).not.toMatch(/javascript/i);
    expect(out).toContain('href="https://x.test/"');
    expect(out).toContain('href="mailto:a@b.c"');
  });

  it('removes iframes, styles and forms but keeps formatting', () => {
    const out = sanitizeArticleHtml(
      '<h2>T</h2><iframe src="https://evil"></iframe><style>p{}</style><form><input></form><ul><li><strong>b</strong></li></ul>',
    );
    expect(out).toBe('<h2>T</h2><ul><li><strong>b</strong></li></ul>');
  });

  it('adds rel=noopener to links opening a new tab', () => {
    expect(sanitizeArticleHtml('<a href="https://x.test" target="_blank">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('is idempotent', () => {
    const once = sanitizeArticleHtml('<p>a &amp; b <a href="https://x">l</a></p><script>1</script>');
    expect(sanitizeArticleHtml(once)).toBe(once);
  });

  it("moves ids and anchor names out of the app's namespace, keeping in-page links working", () => {
    // Regression (issue #20 item 10): an article's id="root" put a second #root in the app's page.
    expect(sanitizeArticleHtml('<div id="root"><p id="app">x</p></div>')).toBe(
      '<div id="user-content-root"><p id="user-content-app">x</p></div>',
    );
    expect(
      sanitizeArticleHtml('<a href="#notes">see notes</a><h2 id="notes">Notes</h2><a name="top"></a>'),
    ).toBe(
      '<a href="#user-content-notes">see notes</a><h2 id="user-content-notes">Notes</h2><a name="user-content-top"></a>',
    );
    expect(sanitizeArticleHtml('<p id="">x</p><a href="#">top</a>')).toBe('<p>x</p><a href="#">top</a>');
  });

  it('namespaces ids only once, so cleaning again on the way out changes nothing', () => {
    const once = sanitizeArticleHtml('<h2 id="a">A</h2><a href="#a">to A</a>');
    expect(sanitizeArticleHtml(once)).toBe(once);
  });

  it('keeps null as null', () => {
    expect(sanitizeOptionalHtml(null)).toBeNull();
    expect(sanitizeOptionalHtml(undefined)).toBeNull();
    expect(sanitizeOptionalHtml('<b onmouseover="x">b</b>')).toBe('<b>b</b>');
  });
});
