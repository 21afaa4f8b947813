import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../contract/constants.ts';

/** Client-side checks mirroring the contract, so the first mistakes are explained before a round trip. */
export type FieldProblem = 'required' | 'email' | 'passwordShort' | 'passwordLong' | 'usernameShort' | 'usernameLong' | 'mismatch';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(value: string): FieldProblem | null {
  if (!value.trim()) return 'required';
  return EMAIL.test(value.trim()) ? null : 'email';
}

export function checkNewPassword(value: string): FieldProblem | null {
  if (!value) return 'required';
  if (value.length < PASSWORD_MIN_LENGTH) return 'passwordShort';
  return value.length > PASSWORD_MAX_LENGTH ? 'passwordLong' : null;
}

export function checkUsername(value: string): FieldProblem | null {
  const clean = value.trim();
  if (!clean) return 'required';
  if (clean.length < 2) return 'usernameShort';
  return clean.length > 40 ? 'usernameLong' : null;
}

/** Maps a server field issue (zod code) to a message key. */
export function serverProblem(path: string, code: string): FieldProblem {
  if (path === 'password') return code === 'too_big' ? 'passwordLong' : 'passwordShort';
  if (path === 'username') return code === 'too_big' ? 'usernameLong' : 'usernameShort';
  if (path === 'email') return 'email';
  return 'required';
}

export { PASSWORD_MIN_LENGTH };
