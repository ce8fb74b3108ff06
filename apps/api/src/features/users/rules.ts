import { randomInt } from 'node:crypto';
import type { ErrorCode } from '@extranet/shared/errors';
import { Role } from '@extranet/shared/roles';

interface Caller {
  id: number;
  role: number;
  organizationId: number;
}
interface Target {
  id: number;
  role: number;
  organizationId: number;
}

/**
 * Who may delete whom (docs/product/README.md#roles-and-permissions): anyone their own account,
 * except a superuser (it cannot delete itself); role 2+ also the users of its organization, but
 * never a superuser nor a role above its own. A user the caller may not manage is "not found"
 * (docs/api-conventions.md), never "forbidden". Returns the refusal, or null when the deletion may
 * go ahead.
 */
export function deletionRefusal(caller: Caller, target: Target | undefined): ErrorCode | null {
  if (target && target.id === caller.id) {
    return caller.role === Role.Superuser ? 'superuser cannot delete itself' : null;
  }
  if (caller.role < Role.Admin) return 'not found';
  if (!target || target.organizationId !== caller.organizationId) return 'not found';
  if (target.role === Role.Superuser || target.role > caller.role) return 'forbidden';
  return null;
}

/** No 0/O/o, 1/l/I: the password is read from a mail and typed by hand. */
const PASSWORD_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';
const PASSWORD_DIGITS = '23456789';
const PASSWORD_ALPHABET = PASSWORD_LETTERS + PASSWORD_DIGITS;
export const GENERATED_PASSWORD_LENGTH = 10;

/** A random password for recover access: 10 letters and digits, at least one of each. */
export function generatePassword(): string {
  for (;;) {
    let password = '';
    for (let i = 0; i < GENERATED_PASSWORD_LENGTH; i++) {
      password += PASSWORD_ALPHABET.charAt(randomInt(PASSWORD_ALPHABET.length));
    }
    if (/\d/.test(password) && /[A-Za-z]/.test(password)) return password;
  }
}

/** What the audit row keeps instead of the password: it must never be stored in clear. */
export const HIDDEN_PASSWORD = '**********';

/**
 * The recover-access mail (docs/access-and-sessions.md#recover-access): credentials, link, and the
 * old password's fate.
 */
export function recoverAccessMail(data: {
  name: string;
  username: string;
  password: string;
  publicUrl: string;
}): { subject: string; text: string } {
  const greeting = data.name ? `Hola, ${data.name}:` : 'Hola:';
  return {
    subject: 'Nuevos datos de acceso',
    text: [
      greeting,
      '',
      'Se ha solicitado el acceso a la extranet de Educación Ambiental con esta dirección de correo.',
      'Estos son sus nuevos datos de acceso:',
      '',
      `  Usuario (DNI/NIE): ${data.username}`,
      `  Contraseña: ${data.password}`,
      '',
      `Puede entrar en ${data.publicUrl}. Al hacerlo con la nueva contraseña se le pedirá que elija una propia.`,
      '',
      'Su contraseña anterior seguirá funcionando hasta que utilice la nueva. Si no ha solicitado ' +
        'este cambio, puede ignorar este mensaje.',
    ].join('\n'),
  };
}
