// The e-mail rule's pattern: zod 4's own (`z.regexes.email`), kept as a plain RegExp in a module without
// imports, so a form that checks an address (the landing page's launch form among them) does not ship zod and
// the entities and rules can both use it; `credentials.test.ts` keeps it matching zod's.
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** At most this many characters, as SMTP allows. */
export const EMAIL_MAX_LENGTH = 254;
