import { roleNames, type Role } from '@extranet/shared/roles';
import { eq } from 'drizzle-orm';
import { councils, users } from '../../../db/schema/users.ts';
import { madridDateTime, queryDataset, type QueryColumn } from '../dataset.ts';

const columns: QueryColumn[] = [
  { header: 'Id', type: 'int', width: 8, value: users.id },
  { header: 'DNI/NIE', type: 'text', width: 12, value: users.username },
  { header: 'Nombre', type: 'text', width: 20, value: users.name },
  { header: 'Apellidos', type: 'text', width: 28, value: users.surname },
  { header: 'Email', type: 'text', width: 30, value: users.email },
  { header: 'Teléfono', type: 'text', width: 14, value: users.phone },
  { header: 'Dirección', type: 'text', width: 30, value: users.address },
  { header: 'Localidad', type: 'text', width: 20, value: users.city },
  { header: 'Provincia', type: 'text', width: 14, value: users.province },
  { header: 'Código postal', type: 'text', width: 10, value: users.postalCode },
  { header: 'Id concejo', type: 'int', width: 8, value: users.councilId },
  { header: 'Concejo', type: 'text', width: 20, value: councils.value },
  { header: 'Id rol', type: 'int', width: 8, value: users.role },
  {
    header: 'Rol',
    type: 'text',
    width: 14,
    value: users.role,
    show: (role) => roleNames[role as Role] ?? String(role),
  },
  { header: 'Desactivado', type: 'bool', width: 10, value: users.disabled },
  { header: 'Acepta RGPD', type: 'bool', width: 10, value: users.rgpdAgreed },
  { header: 'Último acceso', type: 'datetime', width: 16, value: madridDateTime(users.lastLogin) },
  { header: 'Fecha de alta', type: 'datetime', width: 16, value: madridDateTime(users.createdAt) },
];

/** usuarios.csv: the users of the organization. Never a password hash or a token. */
export const usersDataset = queryDataset('Usuarios', columns, {
  id: users.id,
  organizationId: users.organizationId,
  from: (db, fields) =>
    db.select(fields).from(users).leftJoin(councils, eq(councils.id, users.councilId)).$dynamic(),
});
