/** Labels of /attachmentlist (docs/product/requests.md#attachment-list), written once. */
export const attachmentListTexts = {
  title: 'GESTIÓN DE ADJUNTOS',
  filtersLabel: 'Filtros de adjuntos',
  tableLabel: 'Lista de adjuntos',
  exportFileName: 'Adjuntos.csv',
  count: (total: number) => (total === 1 ? '1 adjunto' : `${total} adjuntos`),
  download: (name: string) => `Descargar ${name}`,
} as const;
