import { asc } from 'drizzle-orm';
import { councils, orderStates, targets } from '../../../db/schema/users.ts';
import { fixedDataset, oneBatch, type Column, type Dataset } from '../dataset.ts';

type OptionTable = typeof councils | typeof targets | typeof orderStates;

/**
 * A reference list (docs/product/administration-and-analytics.md#councils, order states): id and
 * value.
 */
const optionDataset = (sheet: string, valueHeader: string, table: OptionTable): Dataset => {
  const columns: Column[] = [
    { header: 'Id', type: 'int', width: 8 },
    { header: valueHeader, type: 'text', width: 40 },
  ];
  return fixedDataset(sheet, columns, ({ db }) =>
    oneBatch(
      db
        .select({ id: table.id, value: table.value })
        .from(table)
        .orderBy(asc(table.id))
        .then((rows) => rows.map((row) => [row.id, row.value])),
    ),
  );
};

/** concejos.csv: the 78 councils. */
export const councilsDataset = optionDataset('Concejos', 'Concejo', councils);
/** destinatarios.csv: the targets. */
export const targetsDataset = optionDataset('Destinatarios', 'Destinatario', targets);
/** estados.csv: the order states of docs/product/requests.md#states. */
export const statesDataset = optionDataset('Estados', 'Estado', orderStates);
