/**
 * What the analytics files offer the other features (docs/architecture.md#feature-boundaries):
 * their CSV streaming, so that every CSV the server writes (a report's export, for instance) is
 * written a batch at a time by the same code, with the same Spanish cells (DD/MM/YYYY, 'Sí'/'No',
 * decimal comma) and the one CSV writer of packages/shared.
 */
export { csvChunks } from './csv-writer.ts';
export type { Cell, CellType, Column, OpenDataset, Row } from './dataset.ts';
