import { z } from 'zod';

/** Code units of a UTF-16 surrogate half that is not part of a pair. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The English message of the refusal; the error handler gives the Italian one from `params.safeText`. */
export const SAFE_TEXT_MESSAGE = 'must not contain the NUL character (U+0000) or an unpaired UTF-16 surrogate';

/**
 * True when the text can be stored and read back as written: PostgreSQL refuses U+0000 in text
 * (the write used to end in a 500) and a lone surrogate is not a character of any encoding (it
 * would come back as U+FFFD).
 */
export function isSafeText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * The contract's one string schema: `z.string()` with the safe-text refinement, so every text field
 * of every route answers 400 VALIDATION_FAILED naming the field instead of failing in the database.
 * It returns a plain ZodString, so `.trim().min(1).max(200)` and the other string checks chain as before.
 */
export function text(): z.ZodString {
  return z.string().refine(isSafeText, { message: SAFE_TEXT_MESSAGE, params: { safeText: true } });
}
