/**
 * A report file's name (docs/product/reporting.md#csv): the report's name without accents and with
 * '_' for spaces, then the day, e.g. `Datos_actividad_20261122.csv`.
 */
export function reportFileName(reportName: string, today: string, extension = 'csv'): string {
  const name = reportName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return `${name}_${today.replaceAll('-', '')}.${extension}`;
}
