/** The longest note a version can carry ("why I changed the price"), in characters after trimming. */
export const EVALUATION_NOTE_MAX = 500;
