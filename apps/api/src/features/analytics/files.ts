import { ANALYTICS_VERSION, type AnalyticsFileName } from '@extranet/shared/schemas/analytics';
import { fixedDataset, oneBatch, type Column, type Dataset } from './dataset.ts';
import { activitiesDataset, campaignsDataset } from './datasets/catalogue.ts';
import { entitiesDataset } from './datasets/entities.ts';
import { indicatorsDataset } from './datasets/indicators.ts';
import { ordersDataset } from './datasets/orders.ts';
import { councilsDataset, statesDataset, targetsDataset } from './datasets/reference.ts';
import { usersDataset } from './datasets/users.ts';

/** The workbook's file name; every other file is one data set as CSV. */
export const WORKBOOK_FILE = 'analitica.xlsx' satisfies AnalyticsFileName;

/**
 * The CSV files of docs/product/administration-and-analytics.md#admin-screen tab ANALÍTICA DE DATOS
 * and their data sets.
 */
export const csvFiles: Record<Exclude<AnalyticsFileName, typeof WORKBOOK_FILE>, Dataset> = {
  'usuarios.csv': usersDataset,
  'actividades.csv': activitiesDataset,
  'campanas.csv': campaignsDataset,
  'concejos.csv': councilsDataset,
  'destinatarios.csv': targetsDataset,
  'entidades.csv': entitiesDataset,
  'estados.csv': statesDataset,
  'solicitudes.csv': ordersDataset,
  'indicadores.csv': indicatorsDataset,
};

const infoColumns: Column[] = [
  { header: 'Dato', type: 'text', width: 24 },
  { header: 'Valor', type: 'text', width: 70 },
];

/** The workbook's first sheet: what it is, its version and when it was made. */
const infoDataset = (generatedAt: string): Dataset =>
  fixedDataset('Información', infoColumns, () =>
    oneBatch(
      Promise.resolve([
        ['Proyecto', 'Analítica de datos de la Extranet de Educación Ambiental'],
        ['Versión', ANALYTICS_VERSION],
        ['Generado', generatedAt],
        [
          'Hojas',
          'Solicitudes, Indicadores, Usuarios, Actividades, Campañas, Entidades, Concejos, Destinatarios y Estados',
        ],
        [
          'Relaciones',
          'Cada hoja tiene una columna Id; las columnas "Id …" de las demás hojas apuntan a ella',
        ],
      ]),
    ),
  );

/**
 * The sheets of the workbook, in order: information, the facts (orders, indicators), then the
 * dimensions that the "Id …" columns of the orders point at (a star schema for Power BI).
 */
export const workbookDatasets = (generatedAt: string): Dataset[] => [
  infoDataset(generatedAt),
  ordersDataset,
  indicatorsDataset,
  usersDataset,
  activitiesDataset,
  campaignsDataset,
  entitiesDataset,
  councilsDataset,
  targetsDataset,
  statesDataset,
];
