import { roleNames, type Role } from '@extranet/shared/roles';
import { and, asc, eq, gt } from 'drizzle-orm';
import { councils, users } from '../../../db/schema/users.ts';
import {
  fixedDataset,
  keysetBatches,
  madridDateTime,
  type Column,
  type Scope,
} from '../dataset.ts';

const columns: Column[] = [
  { header: 'Id', type: 'int', width: 8 },
  { header: 'DNI/NIE', type: 'text', width: 12 },
  { header: 'Nombre', type: 'text', width: 20 },
  { header: 'Apellidos', type: 'text', width: 28 },
  { header: 'Email', type: 'text', width: 30 },
  { header: 'Teléfono', type: 'text', width: 14 },
  { header: 'Dirección', type: 'text', width: 30 },
  { header: 'Localidad', type: 'text', width: 20 },
  { header: 'Provincia', type: 'text', width: 14 },
  { header: 'Código postal', type: 'text', width: 10 },
  { header: 'Id concejo', type: 'int', width: 8 },
  { header: 'Concejo', type: 'text', width: 20 },
  { header: 'Id rol', type: 'int', width: 8 },
  { header: 'Rol', type: 'text', width: 14 },
  { header: 'Desactivado', type: 'bool', width: 10 },
  { header: 'Acepta RGPD', type: 'bool', width: 10 },
  { header: 'Último acceso', type: 'datetime', width: 16 },
  { header: 'Fecha de alta', type: 'datetime', width: 16 },
];

const page = ({ db, organizationId }: Scope, afterId: number, limit: number) =>
  db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      surname: users.surname,
      email: users.email,
      phone: users.phone,
      address: users.address,
      city: users.city,
      province: users.province,
      postalCode: users.postalCode,
      councilId: users.councilId,
      council: councils.value,
      role: users.role,
      disabled: users.disabled,
      rgpdAgreed: users.rgpdAgreed,
      lastLogin: madridDateTime(users.lastLogin),
      createdAt: madridDateTime(users.createdAt),
    })
    .from(users)
    .leftJoin(councils, eq(councils.id, users.councilId))
    .where(and(eq(users.organizationId, organizationId), gt(users.id, afterId)))
    .orderBy(asc(users.id))
    .limit(limit);

/** usuarios.csv: the users of the organization. Never a password hash or a token. */
export const usersDataset = fixedDataset('Usuarios', columns, async function* (scope) {
  for await (const rows of keysetBatches((after, limit) => page(scope, after, limit))) {
    yield rows.map((u) => [
      u.id,
      u.username,
      u.name,
      u.surname,
      u.email,
      u.phone,
      u.address,
      u.city,
      u.province,
      u.postalCode,
      u.councilId,
      u.council,
      u.role,
      roleNames[u.role as Role] ?? String(u.role),
      u.disabled,
      u.rgpdAgreed,
      u.lastLogin,
      u.createdAt,
    ]);
  }
});
