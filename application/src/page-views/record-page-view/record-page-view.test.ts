import { describe, expect, it } from 'vitest';
import { InMemoryPageViewRepository } from '../../in-memory/page-view-repository';
import { cleanPath, cleanReferrer, recordPageView } from './record-page-view';

describe('recordPageView', () => {
  it('keeps the path and the referring page without query or fragment, and the viewer', async () => {
    const pageViews = new InMemoryPageViewRepository();
    const view = { path: '/props?token=secret#x', referrer: 'https://a.example/b?email=me@x.dev' };
    expect(await recordPageView({ pageViews }, view, 'u1')).toEqual({ recorded: true });
    expect(pageViews.views).toEqual([{ path: '/props', referrer: 'https://a.example/b', user_id: 'u1' }]);
  });

  it('answers recorded: false and reports the error when the write fails', async () => {
    const failure = new Error('disk full');
    const errors: unknown[] = [];
    const pageViews = { add: () => Promise.reject(failure) };
    const answer = await recordPageView({ pageViews, onError: (e) => errors.push(e) }, { path: '/' }, null);
    expect(answer).toEqual({ recorded: false });
    expect(errors).toEqual([failure]);
  });

  it('drops anything that is not an http(s) referrer', () => {
    expect(cleanPath('/?x=1')).toBe('/');
    expect(cleanReferrer('javascript:alert(1)')).toBeNull();
    expect(cleanReferrer('not a url')).toBeNull();
  });
});
