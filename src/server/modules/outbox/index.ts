export { enqueueMail, mailDomainOf, messageIdOf, resendStored, retryOutbox, smtpTransport } from './service.ts';
export type { MailDeps, OutgoingMail } from './service.ts';
export { listMail } from './repository.ts';
