import type { FormRule } from 'antd';

/**
 * An antd form field that must hold a whole number from `min` to `max`: `missing` when it is empty, `outside`
 * when it is not whole or out of range.
 */
export const wholeNumberRules = (
  texts: { missing: string; outside: string },
  min: number,
  max: number,
): FormRule[] => [
  { required: true, message: texts.missing },
  { type: 'integer', min, max, message: texts.outside },
];
