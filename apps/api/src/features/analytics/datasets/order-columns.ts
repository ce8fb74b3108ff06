import type { Column } from '../dataset.ts';

/** The columns of solicitudes.csv before the answers (Spanish headings, ids for Power BI). */
export const orderColumns: Column[] = [
  { header: 'Id', type: 'int', width: 8 },
  { header: 'Fecha', type: 'datetime', width: 16 },
  { header: 'Id estado', type: 'int', width: 8 },
  { header: 'Estado', type: 'text', width: 16 },
  { header: 'Motivo del estado', type: 'text', width: 30 },
  { header: 'Id campaña', type: 'int', width: 8 },
  { header: 'Campaña', type: 'text', width: 36 },
  { header: 'Edición', type: 'text', width: 10 },
  { header: 'Id actividad', type: 'int', width: 8 },
  { header: 'Actividad', type: 'text', width: 36 },
  { header: 'Id solicitante', type: 'int', width: 8 },
  { header: 'Nombre', type: 'text', width: 18 },
  { header: 'Apellidos', type: 'text', width: 24 },
  { header: 'DNI/NIE', type: 'text', width: 12 },
  { header: 'Email', type: 'text', width: 28 },
  { header: 'Id entidad', type: 'int', width: 8 },
  { header: 'Entidad validada', type: 'bool', width: 9 },
  { header: 'Entidad', type: 'text', width: 36 },
  { header: 'CIF', type: 'text', width: 12 },
  { header: 'Id concejo', type: 'int', width: 8 },
  { header: 'Concejo', type: 'text', width: 20 },
  { header: 'Id destinatario', type: 'int', width: 8 },
  { header: 'Destinatario', type: 'text', width: 28 },
  { header: 'Visitantes', type: 'int', width: 10 },
  { header: 'Participantes reales', type: 'int', width: 10 },
  { header: 'Fecha solicitada', type: 'date', width: 12 },
];

/**
 * 'Campo 1', 'Valor 1', … then 'Campo gestión 1', 'Valor gestión 1', …
 * (docs/product/administration-and-analytics.md#analytics).
 */
export const pairColumns = (count: number, suffix: string): Column[] =>
  Array.from({ length: count }, (_, i) => [
    { header: `Campo${suffix} ${i + 1}`, type: 'text' as const, width: 24 },
    { header: `Valor${suffix} ${i + 1}`, type: 'text' as const, width: 24 },
  ]).flat();
