export { registerBilling } from './register.ts';
