import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnauthenticatedError,
  UnavailableError,
  ValidationError,
  isDomainError,
} from './errors';

describe('domain errors', () => {
  it('carry a kind, a stable code and the spec messages', () => {
    const cases: [DomainError, string, string, string][] = [
      [
        new ValidationError('Bad input', [{ path: 'week', message: 'Too big' }]),
        'validation',
        'validation_failed',
        'Bad input',
      ],
      [
        new UnauthenticatedError(),
        'unauthenticated',
        'unauthenticated',
        'Your session has expired. Please log in again to continue.',
      ],
      [
        new ForbiddenError(),
        'forbidden',
        'forbidden',
        'You do not have permission to access this content. Please check your subscription.',
      ],
      [new NotFoundError('AI pick', 'p1'), 'not_found', 'not_found', 'AI pick p1 not found'],
      [new ConflictError('Already exists', 'email_taken'), 'conflict', 'email_taken', 'Already exists'],
      [
        new RateLimitedError(1500.2),
        'rate_limited',
        'rate_limited',
        'Too many requests. Please try again shortly.',
      ],
      [
        new UnavailableError(),
        'unavailable',
        'unavailable',
        "The prop feed isn't available right now. Please check back later.",
      ],
    ];
    for (const [err, kind, code, message] of cases) {
      expect(err).toBeInstanceOf(DomainError);
      expect(err).toBeInstanceOf(Error);
      expect(isDomainError(err)).toBe(true);
      expect(err.kind).toBe(kind);
      expect(err.code).toBe(code);
      expect(err.message).toBe(message);
    }
  });

  it('keeps details', () => {
    expect(new ValidationError('x', [{ path: 'a', message: 'b' }]).issues).toEqual([
      { path: 'a', message: 'b' },
    ]);
    expect(new RateLimitedError(1500.2).retryAfterMs).toBe(1501);
    expect(new NotFoundError('Article').message).toBe('Article not found');
    expect(new NotFoundError('Player', '9').name).toBe('NotFoundError');
    const cause = new Error('db down');
    expect(new UnavailableError(undefined, undefined, { cause }).cause).toBe(cause);
  });

  it('does not mistake plain errors', () => {
    expect(isDomainError(new Error('x'))).toBe(false);
    expect(isDomainError({ code: 'forbidden', kind: 'forbidden' })).toBe(false);
  });
});
