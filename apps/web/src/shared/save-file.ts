/**
 * Hands a blob to the browser as a download called `name`: files fetched with the bearer token
 * (docs/api-conventions.md#files) and CSV exports written in the browser
 * (docs/product/requests.md#csv-export) leave through here. `page` is the document the person
 * asked from: a printable report's window saves its files itself
 * (docs/product/reporting.md#documents).
 */
export function saveFile(blob: Blob, name: string, page: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = page.createElement('a');
  link.href = url;
  link.download = name;
  page.body.append(link);
  link.click();
  link.remove();
  // The click starts the download asynchronously: revoke the address a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
