/**
 * The words of a printable report (docs/product/reporting.md#documents), written once for the
 * page the browser shows, the server's PDF and the document's CSV.
 */
export const documentTexts = {
  yes: 'Sí',
  no: 'No',
  generated: (when: string, by: string) => `Generado el ${when} por ${by}`,
  filtersLabel: 'Filtros aplicados',
  controlsLabel: 'Acciones del informe',
  print: 'Imprimir',
  downloadCsv: 'Descargar CSV',
  downloadPdf: 'Descargar PDF',
  subtotal: 'Subtotal',
  subtotalOf: (label: string) => `Subtotal ${label}`,
  total: 'TOTAL',
  cards: 'Fichas',
  figure: (header: string, value: string) => `${header}: ${value}`,
  chartTitle: (title: string) => `Gráfico: ${title}`,
  chartPart: (title: string, part: number, parts: number) => `${title} (${part} de ${parts})`,
  yearChartTitle: (title: string) => `Evolución por año: ${title}`,
  others: 'Otros',
  othersNote: (shown: number, rest: number, measure: string) =>
    `Se muestran los ${shown} grupos con más ${measure.toLowerCase()}; ` +
    `los ${rest} restantes se suman en «Otros».`,
} as const;
