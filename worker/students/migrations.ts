/**
 * Legacy-platform ("plato") migrations a client can mark done (spec part 1 section 7
 * "POST migrations/{id}"; part 2 section 6: parents count as legacy unless
 * `plato_final_migration` equals a constant the spec does not show). Our constant is
 * {@link PLATO_FINAL_MIGRATION}; new accounts start at 1 (the column default).
 */
export const PLATO_MIGRATIONS: readonly number[] = [1, 2];
export const PLATO_FINAL_MIGRATION = 2;
