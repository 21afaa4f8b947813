export { sanitizeFilename, extensionOf, contentDisposition, FILENAME_MAX_CHARS } from './filename.ts';
export { judgeUpload, ALLOWED_TYPES, type StreamFacts, type Verdict } from './detect.ts';
export { inspectOoxml, unsafeEntryName, UnsafeFileError, ZIP_LIMITS } from './zip.ts';
export { inspectPdf, cfbIsEncryptedOoxml } from './scan.ts';
export { clamScan, type ClamavOptions, type ScanResult } from './clamav.ts';
