export { enqueueMail, retryOutbox, smtpTransport } from './service.ts';
export type { MailDeps } from './service.ts';
export { listMail } from './repository.ts';
