// A write the database refused because of a constraint, as the HTTP layer needs to know it (a clear 409/422
// instead of a 500). The storage adapter recognises its engines' errors; the HTTP layer only reads this shape.

/** `locked`: the ledger triggers refused to change or delete a pick whose game kicked off. */
export type ConstraintKind = 'unique' | 'foreign_key' | 'check' | 'not_null' | 'locked';

export interface ConstraintViolation {
  kind: ConstraintKind;
  /** The column the constraint is about, when the engine says (never the table: that stays internal). */
  column?: string;
  /**
   * For a foreign key: 'missing' when the row refers to something that does not exist, 'referenced' when
   * something still refers to the row being changed or deleted; unknown on SQLite, which does not say.
   */
  direction?: 'missing' | 'referenced';
}

/** The violation an error is (walking its cause chain), or null when it is not one. */
export type ClassifyStorageError = (err: unknown) => ConstraintViolation | null;
