// The journeys' `test`: every page's console errors and warnings and uncaught exceptions are collected and
// fail the test (the product promises a clean console). A test that provokes a failure on purpose (a wrong password, an
// unknown pick id) declares the exact console line it expects with `console.expect`; nothing else passes.
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

export interface ExpectedConsoleError {
  pattern: RegExp;
  /** Why this journey makes the browser log it (shown when it is missing or unused). */
  reason: string;
}

export interface ConsoleWatch {
  /** Declares a console error this journey causes on purpose (a rejected request the page then handles). */
  expect: (pattern: RegExp, reason: string) => void;
  /** Every console error and uncaught exception seen so far, with the page URL. */
  readonly errors: readonly string[];
}

function describeMessage(msg: ConsoleMessage, page: Page): string {
  const where = msg.location().url;
  return `console.${msg.type()} on ${page.url()}: ${msg.text()}${where ? ` (${where})` : ''}`;
}

export const test = base.extend<{ console: ConsoleWatch }>({
  console: [
    async ({ context }, use, testInfo) => {
      const errors: string[] = [];
      const expected: ExpectedConsoleError[] = [];
      const watch = (page: Page) => {
        page.on('console', (msg) => {
          if (msg.type() === 'error' || msg.type() === 'warning') errors.push(describeMessage(msg, page));
        });
        page.on('pageerror', (err) => {
          errors.push(`uncaught exception on ${page.url()}: ${err.stack ?? err.message}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);

      await use({
        expect: (pattern, reason) => {
          expected.push({ pattern, reason });
        },
        get errors() {
          return errors;
        },
      });

      const unexpected = errors.filter((line) => !expected.some((e) => e.pattern.test(line)));
      if (errors.length > 0) {
        const body = errors
          .map((line) => {
            const why = expected.find((e) => e.pattern.test(line))?.reason;
            return why === undefined ? `UNEXPECTED ${line}` : `expected (${why}): ${line}`;
          })
          .join('\n');
        await testInfo.attach('console-errors.txt', { body, contentType: 'text/plain' });
      }
      expect(unexpected, 'browser console errors and warnings during the journey').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
