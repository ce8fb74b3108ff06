import { Role } from '@extranet/shared/roles';
import {
  ReportActivityNamesQuery,
  ReportEntityNamesQuery,
  ReportFilterQuery,
} from '@extranet/shared/reports/filter';
import { ReportDocument } from '@extranet/shared/reports/document';
import {
  ReportActivityNames,
  ReportChoiceList,
  ReportListReply,
} from '@extranet/shared/reports/list-reply';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCalendar } from '../calendar-feeds/public.ts';
import {
  activityNamesList,
  complementsList,
  editionsList,
  entityNamesList,
  entityTargetsList,
} from './choices-service.ts';
import { documentPdf } from './documents/pdf/document-pdf.ts';
import { chromiumLauncher, createPdfPrinter } from './documents/pdf/pdf-printer.ts';
import { runReport } from './report-service.ts';

/** A download's name: letters, digits, dots, commas, dashes and '_' only, nothing to escape. */
const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9._,-]+/g, '_');

/**
 * The report calls of docs/product/reporting.md#calls, role 1 and above (role 0: 403; anonymous:
 * 401, before the query is read). What each caller reads is decided by the services
 * (docs/product/reporting.md#scoping). Replies are never cached: the original screens add a
 * random `_r` to every call for the same reason, and the server ignores it.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requireRole(Role.Supervisor);
  const noStore = { 'cache-control': 'private, no-store' };
  const site = { publicUrl: app.config.publicUrl, host: new URL(app.config.publicUrl).host };
  // One Chromium for every PDF, started by the first (docs/product/reporting.md#documents).
  const printer = createPdfPrinter(chromiumLauncher(app.config.chromiumPath), app.log);
  app.addHook('onClose', () => printer.close());

  app.get(
    '/reportorder/list/by-filter',
    {
      schema: {
        querystring: ReportFilterQuery,
        // The page of a list, or the document of a predefined type (format=document).
        response: { 200: z.union([ReportListReply, ReportDocument]) },
      },
      onRequest: staff,
    },
    async (req, reply) => {
      const answer = await runReport(app.db, req.user, req.query, site);
      if (answer.format === 'json') return reply.headers(noStore).send(answer.reply);
      if (answer.format === 'document') {
        // Written past the reply schema, which still describes it: checking and copying a
        // document of 5,000 lines through the recursive schema cost the call several times what
        // JSON.stringify does, near the query's own time (docs/product/reporting.md#performance).
        // The tests hold the documents to the schema.
        return reply
          .headers({ ...noStore, 'content-type': 'application/json; charset=utf-8' })
          .send(JSON.stringify(answer.document) as never);
      }
      // The PDF, the calendar file and the CSV go past the reply schema, which describes the JSON
      // replies.
      if (answer.format === 'pdf') {
        const pdf = await documentPdf(printer, answer.document);
        return reply
          .headers({
            ...noStore,
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="${safeFileName(pdf.fileName)}"`,
            'x-content-type-options': 'nosniff',
          })
          .send(pdf.bytes as never);
      }
      if (answer.format === 'ics') {
        return sendCalendar(reply, answer.calendar.text, answer.calendar.fileName) as never;
      }
      const { download } = answer;
      // A query failing mid-way can only cut the download short: log why.
      download.stream.on('error', (err) => req.log.error({ err }, 'report export failed'));
      return reply
        .headers({
          ...noStore,
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${safeFileName(download.fileName)}"`,
          'x-content-type-options': 'nosniff',
        })
        .send(download.stream as never);
    },
  );

  app.get(
    '/reportorder/getActivityNamesList',
    {
      schema: { querystring: ReportActivityNamesQuery, response: { 200: ReportActivityNames } },
      onRequest: staff,
    },
    async (req, reply) =>
      reply.headers(noStore).send(await activityNamesList(app.db, req.user, req.query)),
  );

  app.get(
    '/reportorder/getEntityNamesList',
    {
      schema: { querystring: ReportEntityNamesQuery, response: { 200: ReportChoiceList } },
      onRequest: staff,
    },
    async (req, reply) =>
      reply.headers(noStore).send(await entityNamesList(app.db, req.user, req.query)),
  );

  app.get(
    '/reportorder/getEntityTargetsList',
    { schema: { response: { 200: ReportChoiceList } }, onRequest: staff },
    async (req, reply) => reply.headers(noStore).send(await entityTargetsList(app.db, req.user)),
  );

  app.get(
    '/reportorder/getEditionsList',
    { schema: { response: { 200: ReportChoiceList } }, onRequest: staff },
    async (req, reply) => reply.headers(noStore).send(await editionsList(app.db, req.user)),
  );

  app.get(
    '/reportorder/getComplementsList',
    { schema: { response: { 200: ReportChoiceList } }, onRequest: staff },
    async (req, reply) => reply.headers(noStore).send(await complementsList(app.db, req.user)),
  );
};
