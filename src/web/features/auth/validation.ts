/** The account checks live in web/lib (shared with /checkout's account step through web/components/register-form.tsx). */
export { checkEmail, checkNewPassword, checkUsername, PASSWORD_MIN_LENGTH, serverProblem } from '../../lib/account-validation.ts';
export type { FieldProblem } from '../../lib/account-validation.ts';
