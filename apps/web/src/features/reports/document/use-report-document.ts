import { useMutation } from '@tanstack/react-query';
import { messages } from '@extranet/shared/messages';
import { useState } from 'react';
import { dialogs } from '@/shared/dialogs/dialogs';
import { toast } from '@/shared/toast';
import { fetchReportDocument } from '../api';
import { showReportFailure } from '../report-failure';
import type { ReportQuery } from '../report-filter';
import { saveDocumentCsv } from './document-files';
import { printReport } from './print-report';

/** The last document FILTRAR made: its query, and what the screen says of it. */
export interface PrintedReport {
  query: ReportQuery;
  /** The orders behind it: 'Resultados: N'. */
  orderCount: number;
  limited: boolean;
}

/**
 * A printable type on the report screen (docs/product/reporting.md#documents): FILTRAR opens the
 * document's window, and EXPORTAR downloads the document's CSV with the 5,000 notice when it was
 * cut, as a list's export says it.
 */
export function useReportDocument() {
  const [printed, setPrinted] = useState<PrintedReport | null>(null);
  const fail = (error: unknown) => showReportFailure(error);

  const exporter = useMutation({
    mutationFn: fetchReportDocument,
    onSuccess: (doc) => {
      saveDocumentCsv(doc);
      if (doc.limited) toast.warning(messages.exportLimit);
    },
    onError: fail,
  });

  return {
    printed,
    exporting: exporter.isPending,
    /** FILTRAR: must be called in the click itself, as it opens the window. */
    print(query: ReportQuery) {
      printReport(query).then((result) => {
        if (result.outcome === 'blocked') {
          dialogs.error({ title: messages.reportPopupBlocked });
          return;
        }
        const { orderCount, limited } = result.doc;
        setPrinted({ query, orderCount, limited });
        if (result.outcome === 'empty') toast.info(messages.reportNoResults);
      }, fail);
    },
    exportCsv(query: ReportQuery) {
      exporter.mutate(query);
    },
    /** Another type: the count of the last document goes. */
    forget() {
      setPrinted(null);
    },
  };
}
