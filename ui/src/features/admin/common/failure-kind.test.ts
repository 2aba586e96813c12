import { describe, expect, it } from 'vitest';
import { failureKind } from './failure-kind';

describe('failureKind', () => {
  it('calls a 4xx a failure and a 5xx, a network error, a timeout or a crash an error', () => {
    expect(failureKind({ status: 400, message: 'x' })).toBe('failed');
    expect(failureKind({ status: 404, message: 'x' })).toBe('failed');
    expect(failureKind({ status: 500, message: 'x' })).toBe('error');
    expect(failureKind({ status: 'FETCH_ERROR', message: 'x' })).toBe('error');
    expect(failureKind({ status: 'TIMEOUT_ERROR', message: 'x' })).toBe('error');
    expect(failureKind(new Error('boom'))).toBe('error');
    expect(failureKind(null)).toBe('error');
  });
});
