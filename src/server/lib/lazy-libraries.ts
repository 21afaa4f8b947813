/**
 * Libraries a request needs only for some answers (spreadsheets, PDFs), loaded on first use rather
 * than at start: together they cost a second or more of every process's start-up and of every server
 * test file's import, and most processes serve most requests without them. Node's loader keeps each
 * module once, so later calls cost a resolved promise.
 */
export const excel = async () => (await import('exceljs')).default;
export const pdfkit = async () => (await import('pdfkit')).default;
