// The INSERT … SELECT statements of scripts/generate-requests.mjs: users, entities (main
// entities and their centres), orders with their answers, the state history, the entity
// representatives and the files named in the answers. Each statement writes every row of its
// table at once from generate_series, picking words from one JSON parameter by a hash of the
// row number, so both stores take seconds and a run always gives the same data.
import { sql } from 'drizzle-orm';
import {
  answerTexts,
  associationKinds,
  busPickups,
  cancelReasons,
  comments,
  companyNames,
  firstNames,
  mailDomains,
  meetingTimes,
  otherEntities,
  rejectionReasons,
  schoolNames,
  schoolPrefixes,
  streets,
  surnames,
} from './requests-vocabulary.mjs';
import { importTs, repoUrl } from './typescript.mjs';

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A whole number written into the SQL text (never user text: checked here). */
const int = (n) => {
  if (!Number.isSafeInteger(n)) throw new Error(`not a whole number: ${n}`);
  return sql.raw(String(n));
};
/** A JSON document as one text parameter: both drivers pass a string through unchanged. */
const json = (value) => sql`(${JSON.stringify(value)}::text::jsonb)`;
/** Rows of a `db.execute` (PGlite and node-postgres both answer `{ rows }`). */
const rowsOf = (result) => result.rows ?? result;
/** `p.d->'list'->>(hash % length)`: a word of a list of the JSON parameter. */
const pick = (list, words, hash) => sql.raw(`(p.d->'${list}'->>((${hash}) % ${words.length}))`);
/** Accents off and lower case, for e-mail addresses. */
const plain = (expr) => sql.raw(`translate(lower(${expr}), 'áéíóúüñàèìòù', 'aeiouunaeiou')`);

/** The id range and number of the rows an `ins` CTE returned. */
const rangeOf = (row) => ({
  count: Number(row.count),
  first: Number(row.first),
  last: Number(row.last),
});

/**
 * `n` people of the organization: valid DNIs (8 digits and the mod-23 letter; 1 in 25 an NIE),
 * Spanish names and two surnames, unique e-mails (1 in 100 without one), phones, addresses,
 * councils; 1 in 1,000 a gestor, 1 in 5,000 an administrator, 1 in 53 disabled. Every one logs
 * in with the password of `passwordHash`.
 */
export async function insertUsers(db, { count, organizationId, passwordHash }) {
  const words = { firstNames, surnames, mailDomains, streets, letters: DNI_LETTERS };
  const [row] = rowsOf(
    await db.execute(sql`
      with p as (select ${json(words)} as d),
      base as (select 60000000 + coalesce(max(id), 0) as n0 from users),
      src as (
        select g, base.n0 + g as n, (2147483647 & hashtext('usuario-' || g)) as h,
          (2147483647 & hashtext('apellidos-' || g)) as hs, 1 + (2147483647 & hashtext('concejo-u' || g)) % 78 as council
        from generate_series(1, ${int(count)}) g cross join base
      ),
      named as (
        select src.*,
          ${pick('firstNames', firstNames, 'h')} as fname,
          ${pick('surnames', surnames, 'hs')} as s1,
          ${pick('surnames', surnames, 'hs / 41')} as s2,
          case when g % 25 = 0 then g % 3 else -1 end as nie
        from src cross join p
      ),
      ins as (
        insert into users (username, password_hash, name, surname, email, phone, address, city,
          province, postal_code, council_id, role, organization_id, disabled, last_login,
          rgpd_agreed, created_at, updated_at)
        select
          case when nie < 0
            then lpad((n % 100000000)::text, 8, '0')
              || substr(p.d->>'letters', (n % 100000000 % 23)::int + 1, 1)
            else substr('XYZ', nie + 1, 1) || lpad((n % 10000000)::text, 7, '0')
              || substr(p.d->>'letters', ((nie * 10000000 + n % 10000000) % 23)::int + 1, 1)
          end,
          ${passwordHash},
          fname,
          s1 || ' ' || s2,
          case when g % 100 = 0 then ''
            else ${plain('fname')} || '.' || ${plain('s1')} || '.' || n
              || '@' || ${pick('mailDomains', mailDomains, 'h / 3')} end,
          case when h % 2 = 0 then '6' else '985' end || lpad((h % 1000000)::text, 6, '0'),
          ${pick('streets', streets, 'hs / 7')} || ', ' || (1 + h % 120),
          coalesce(c.value, 'Oviedo'),
          'Asturias',
          '33' || lpad((council * 7 % 1000)::text, 3, '0'),
          council,
          case when g % 5000 = 2500 then 2 when g % 1000 = 500 then 1 else 0 end,
          ${int(organizationId)},
          g % 53 = 0,
          case when h % 6 = 0 then null
            else now() - make_interval(days => (h / 6 % 400)::int, secs => (h % 86400)::int) end,
          g % 31 <> 0,
          now() - make_interval(days => (400 + hs % 1400)::int),
          now() - make_interval(days => (hs % 400)::int)
        from named cross join p left join councils c on c.id = named.council
        returning id
      )
      select count(*)::int as count, min(id) as first, max(id) as last from ins`),
  );
  // The users of each role, as the trigger users_role_counts keeps them (migration 0011); a
  // superuser's bulk load runs with triggers off (session_replication_role).
  await db.execute(sql`select recount_organization_users()`);
  return rangeOf(row);
}

/** `'JABCDEFGHI'[c]` or the digit c of a CIF, from its 7 digits `dg` (SQL text). */
const cifControl = sql.raw(`(10 - (
    substr(dg, 2, 1)::int + substr(dg, 4, 1)::int + substr(dg, 6, 1)::int
    + (2 * substr(dg, 1, 1)::int) / 10 + (2 * substr(dg, 1, 1)::int) % 10
    + (2 * substr(dg, 3, 1)::int) / 10 + (2 * substr(dg, 3, 1)::int) % 10
    + (2 * substr(dg, 5, 1)::int) / 10 + (2 * substr(dg, 5, 1)::int) % 10
    + (2 * substr(dg, 7, 1)::int) / 10 + (2 * substr(dg, 7, 1)::int) % 10
  ) % 10) % 10`);

/** A valid CIF from its organisation letter and 7 digits (letter control for N P Q R S W). */
const cifOf = sql.raw(`letter || dg || case when letter in ('N', 'P', 'Q', 'R', 'S', 'W')
    then substr('JABCDEFGHI', c + 1, 1) else c::text end`);

/**
 * `count` entities: about 1 in 5 a centre of a main entity (schools and other bodies), the
 * rest main entities: schools (half), associations, councils, companies and others, with a
 * valid CIF of their kind, an address in their council, their target; 1 in 41 disabled.
 */
export async function insertEntities(db, { count }) {
  const mains = count - Math.floor(count / 5);
  const words = {
    schoolNames,
    schoolPrefixes,
    associationKinds,
    companyNames,
    otherEntities,
    streets,
  };
  const [main] = rowsOf(
    await db.execute(sql`
      with p as (select ${json(words)} as d),
      src as (
        select g, (2147483647 & hashtext('entidad-' || g)) as h, 1 + (2147483647 & hashtext('concejo-e' || g)) % 78 as council,
          case when g % 10 < 5 then 1 when g % 10 < 7 then 3 when g % 10 = 7 then 5
            when g % 10 = 8 then 6 else 4 end as target
        from generate_series(1, ${int(mains)}) g
      ),
      named as (
        select src.*, coalesce(c.value, 'Oviedo') as place,
          case target
            when 1 then ${pick('schoolPrefixes', schoolPrefixes, 'h')} || ' '
              || ${pick('schoolNames', schoolNames, 'h / 7')} || ' - ' || coalesce(c.value, 'Oviedo')
            when 3 then ${pick('associationKinds', associationKinds, 'h')} || ' '
              || ${pick('schoolNames', schoolNames, 'h / 11')} || ' de ' || coalesce(c.value, 'Oviedo')
            when 4 then case when g % 4 = 0 then 'Ayuntamiento de ' || coalesce(c.value, 'Oviedo')
              else 'Patronato Municipal de Deportes de ' || coalesce(c.value, 'Oviedo') end
            when 5 then ${pick('companyNames', companyNames, 'h')}
            else ${pick('otherEntities', otherEntities, 'h')} || ' ' || coalesce(c.value, 'Oviedo')
          end as name,
          case target when 1 then case when h % 3 = 0 then 'R' else 'Q' end when 3 then 'G'
            when 4 then 'P' when 5 then case when h % 2 = 0 then 'B' else 'A' end else 'G' end
            as letter,
          lpad((h % 10000000)::text, 7, '0') as dg
        from src cross join p left join councils c on c.id = src.council
      ),
      ins as (
        insert into entities (name, cif, address, city, postal_code, council_id, target_id,
          disabled, created_at, updated_at)
        select name, ${cifOf},
          ${pick('streets', streets, 'h / 13')} || ', ' || (1 + h % 90), place,
          '33' || lpad((council * 7 % 1000)::text, 3, '0'), council, target, g % 41 = 0,
          now() - make_interval(days => (h % 2000)::int), now() - make_interval(days => (h % 300)::int)
        from named cross join p cross join lateral (select ${cifControl} as c) cc
        returning id
      )
      select count(*)::int as count, min(id) as first, max(id) as last from ins`),
  );
  const mainRange = rangeOf(main);
  const [centres] = rowsOf(
    await db.execute(sql`
      with m as (
        select id, name, cif, target_id, (row_number() over (order by id))::int - 1 as k
        from entities
        where id between ${int(mainRange.first)} and ${int(mainRange.last)} and target_id in (1, 6)
      ),
      n as (select count(*)::int as n from m),
      src as (
        select g, (2147483647 & hashtext('centro-' || g)) as h, 1 + (2147483647 & hashtext('concejo-c' || g)) % 78 as council
        from generate_series(1, ${int(count - mains)}) g
      ),
      ins as (
        insert into entities (name, cif, address, city, postal_code, council_id, target_id,
          main_entity_id, disabled, created_at, updated_at)
        select m.name || ' · Centro de ' || coalesce(c.value, 'Oviedo'), m.cif,
          'Calle del Centro, ' || (1 + src.h % 60), coalesce(c.value, 'Oviedo'),
          '33' || lpad((src.council * 7 % 1000)::text, 3, '0'), src.council, m.target_id, m.id,
          src.g % 41 = 0, now() - make_interval(days => (src.h % 1500)::int),
          now() - make_interval(days => (src.h % 200)::int)
        from src cross join n join m on m.k = src.h % n.n
          left join councils c on c.id = src.council
        returning id
      )
      select count(*)::int as count, min(id) as first, max(id) as last from ins`),
  );
  const centreRange = rangeOf(centres);
  return {
    count: mainRange.count + centreRange.count,
    mains: mainRange.count,
    centres: centreRange.count,
    first: mainRange.first,
    last: centreRange.count > 0 ? centreRange.last : mainRange.last,
  };
}

/**
 * One answer of a request form as the create call stores it, for the field `f` (SQL) and the
 * variant `t.v` (0-63) of the answers; the order's own facts are placeholders: @DATE@ (the
 * requested date), @VISITORS@, @ORDER@ (in file names).
 */
const requestAnswer = `case f->>'type'
    when 'date' then '"@DATE@"'::jsonb
    when 'number' then '"@VISITORS@"'::jsonb
    when 'select' then coalesce(
      (f->'values'->((t.v / 3 + i::int) % greatest(jsonb_array_length(f->'values'), 1)))->'value', '""')
    when 'checkbox-group' then case when f->>'required' = 'true' or (t.v + i::int) % 3 <> 0
      then jsonb_build_array((f->'values'->((t.v + i::int) % greatest(jsonb_array_length(f->'values'), 1)))->>'value')
      else '[]'::jsonb end
    when 'file' then case when t.v % 4 = 0
      then '["Trabajo @ORDER@.pdf"]'::jsonb else '[]'::jsonb end
    when 'textarea' then to_jsonb(p.d->'comments'->>((t.v / 5 + i::int) % jsonb_array_length(p.d->'comments')))
    else to_jsonb(coalesce(p.d->'texts'->(f->>'name'), p.d->'texts'->'default')
      ->>((t.v / 7 + i::int) % jsonb_array_length(coalesce(p.d->'texts'->(f->>'name'), p.d->'texts'->'default'))))
  end`;

/**
 * One answer of the management form (docs/product/campaigns-and-activities.md#management-form
 * labels) for the state `s.state` and the variant `t.v`; @DONE@ (the date carried out),
 * @PARTICIPANTS@, and the appointment's @AGREED@ (day) and @TIME@ are the order's. Accepted and
 * done orders have the facts the reports read (docs/product/reporting.md#facts): a price on 1 in
 * 5 (some with decimals), a bus on 1 in 3 with its cost and pickup, and the containers and bins
 * of the materials activities.
 */
const managementAnswer = `case f->>'name'
    when 'motivo-rechazo' then to_jsonb(case when s.state = 3
      then p.d->'rejections'->>(t.v % jsonb_array_length(p.d->'rejections')) else '' end)
    when 'fecha-realizacion' then to_jsonb(case when s.state = 5 then '@DONE@' else '' end)
    when 'participantes-reales' then to_jsonb(case when s.state = 5 then '@PARTICIPANTS@' else '' end)
    when 'precio' then to_jsonb(case when t.v % 10 = 0 then (60 + t.v % 4 * 20)::text
      when t.v % 10 = 5 then (40 + t.v % 3 * 15)::text || ',50' else '' end)
    when 'unidades' then to_jsonb(case when t.v % 7 = 0 then '1' else '' end)
    when 'fecha-acordada' then to_jsonb(case when s.state in (2, 4, 5) then '@AGREED@' else '' end)
    when 'hora-acordada' then to_jsonb(case when s.state in (2, 4, 5) then '@TIME@' else '' end)
    when 'autobus' then case when s.state in (2, 5) and t.v % 3 = 0
      then '["Si"]'::jsonb else '[]'::jsonb end
    when 'coste-bus' then to_jsonb(case when s.state in (2, 5) and t.v % 3 = 0
      then (120 + t.v % 5 * 15)::text else '' end)
    when 'recogida' then to_jsonb(case when s.state in (2, 5) and t.v % 3 = 0
      then p.d->'pickups'->>(t.v / 3 % jsonb_array_length(p.d->'pickups')) else '' end)
    when 'contenedores-azules' then to_jsonb(case when s.state in (2, 5)
      then (1 + t.v % 4)::text else '' end)
    when 'contenedores-amarillos' then to_jsonb(case when s.state in (2, 5)
      then (1 + t.v / 4 % 3)::text else '' end)
    when 'ecopapeleras-azules' then to_jsonb(case when s.state in (2, 5) and t.v % 2 = 0
      then (2 + t.v % 6)::text else '' end)
    when 'ecopapeleras-amarillas' then to_jsonb(case when s.state in (2, 5) and t.v % 2 = 1
      then (2 + t.v % 5)::text else '' end)
    when 'solicitud-delegada' then case when t.v % 17 = 0 then '["Si"]'::jsonb else '[]'::jsonb end
    else case when f->>'type' in ('checkbox-group', 'file') then '[]'::jsonb else '""'::jsonb end
  end`;

/** The answers to the fields of `form` as JSON text, each value written by `answer` (SQL text). */
const answersText = (form, answer) =>
  sql.raw(`(select coalesce(jsonb_agg(jsonb_build_object('name', f->>'name', 'label', f->>'label',
      'type', f->>'type', 'value', ${answer}) order by i), '[]'::jsonb)::text
    from jsonb_array_elements(${form}) with ordinality e(f, i))`);

/** The share of the orders that have an appointment (the calendar's data set: 30,000 of 100,000). */
const AGREED_SHARE = 0.3;

/**
 * The request forms of the activities `first`..`last` (`forms`, by `fk`, the md5 of the form) and
 * the 64 variants of their answers as JSON text (`rt`: fk, v, doc), after `p` (the words).
 */
const requestDocs = ({ first, last }) => sql`
      forms as (
        select distinct on (fk) fk, form from (
          select md5(form_metadata::text) as fk, form_metadata as form from activities
          where id between ${int(first)} and ${int(last)}) x
      ),
      rt as materialized (
        select forms.fk, t.v, ${answersText('forms.form', requestAnswer)} as doc
        from forms cross join generate_series(0, 63) t(v) cross join p
      )`;

/**
 * How long the visit type of each variant of the request answers lasts, in minutes, by
 * `<fk>:<v>` (none without a known type): the end of an appointment as the application reads it
 * from the answers (packages/shared/src/forms/appointment.ts), so that the generated agreed
 * columns are what saving those answers would have written.
 */
async function visitMinutes(db, activities, words) {
  const { appointmentOf } = await importTs(repoUrl('packages/shared/src/forms/appointment.ts'));
  const agreed = [
    { label: 'Fecha acordada', type: 'date', value: '2000-01-03' },
    { label: 'Hora acordada', type: 'text', value: '00:00' },
  ];
  const docs = rowsOf(
    await db.execute(sql`
      with p as (select ${json(words)} as d), ${requestDocs(activities)}
      select fk, v, doc from rt`),
  );
  const minutes = {};
  for (const { fk, v, doc } of docs) {
    const end = appointmentOf(JSON.parse(doc), agreed).agreedEndTime;
    if (end) minutes[`${fk}:${v}`] = Number(end.slice(0, 2)) * 60 + Number(end.slice(3));
  }
  return minutes;
}

/**
 * `count` orders of the users `users` (participants, enabled) for the activities `activities`
 * (the more popular ones getting more), some with the entities `entities`: states spread by
 * whether the activity is over, dates from two months before the activity to its end (never
 * after now), answers to the activity's request form in the stored shape of
 * docs/product/requests.md#stored-answers (`[{ name, label, type, value }]`: visitors, requested
 * date, selects, checkboxes, texts, file names), management answers once a manager handled it,
 * individual requests (35 %), validated entities (50 %) and proposed ones (15 %, never accepted:
 * docs/product/requests.md#states), reasons of denials and cancellations; 3 in 10 orders have an
 * appointment (docs/product/calendar.md#appointments), mostly accepted or done ones (a few
 * cancelled after it was agreed): done ones in the last year, accepted ones from two months back
 * to a year ahead, on weekdays between 09:00 and 13:30, in the management answers and in the
 * agreed columns. Then the state history of each, who represents the validated entities, and
 * the files the answers name.
 */
export async function insertOrders(db, { count, activities, users, entities, organizationId }) {
  const agreedCount = Math.round(count * AGREED_SHARE);
  const words = {
    texts: answerTexts,
    comments,
    rejections: rejectionReasons,
    cancels: cancelReasons,
    times: meetingTimes,
    schools: schoolNames,
    pickups: busPickups,
  };
  words.visitMinutes = await visitMinutes(db, activities, words);
  // Narrow rows first (ids picked from arrays, the activity joined by its key), numbered in
  // the order of their creation time so that ids grow with dates as in real life; the answers
  // (the wide part) are built last, row by row, while inserting.
  const [row] = rowsOf(
    await db.execute(sql`
      with p as (select ${json(words)} as d),
      ${requestDocs(activities)},
      mforms as (
        select distinct on (mk) mk, form from (
          select md5(form_metadata_management::text) as mk, form_metadata_management as form
          from activities where id between ${int(activities.first)} and ${int(activities.last)}) x
      ),
      mt as materialized (
        select mforms.mk, s.state, t.v, ${answersText('mforms.form', managementAnswer)} as doc
        from mforms cross join generate_series(2, 5) s(state) cross join generate_series(0, 63) t(v)
          cross join p
      ),
      acts as materialized (
        select id, start_date, end_date, has_date_and_visit_type as dated,
          form_metadata @> '[{"type":"number"}]' as numbered,
          form_metadata @> '[{"type":"date"}]' as has_date,
          md5(form_metadata::text) as fk, md5(form_metadata_management::text) as mk,
          form_metadata_management @> '[{"name":"fecha-acordada"}]' as agreeable
        from activities
        where id between ${int(activities.first)} and ${int(activities.last)}
      ),
      ids as materialized (
        select
          (select array_agg(id order by id) from activities
            where id between ${int(activities.first)} and ${int(activities.last)}) as a,
          (select array_agg(id order by id) from users
            where id between ${int(users.first)} and ${int(users.last)} and role = 0
              and not disabled) as u,
          (select array_agg(id order by id) from entities
            where id between ${int(entities.first)} and ${int(entities.last)} and not disabled) as e
      ),
      src as materialized (
        select g, h.*,
          ids.a[1 + floor(cardinality(ids.a) * power((h.ha % 1000003) / 1000003.0::float8, 1.5))::int]
            as activity_id,
          ids.u[1 + h.hu % cardinality(ids.u)] as user_id,
          ids.e[1 + h.he / 100 % cardinality(ids.e)] as entity_id
        from generate_series(1, ${int(count)}) g cross join ids
          cross join lateral (
            select (2147483647 & hashtext('pedido-a' || g)) as ha,
              (2147483647 & hashtext('pedido-u' || g)) as hu,
              (2147483647 & hashtext('pedido-s' || g)) as hs,
              (2147483647 & hashtext('pedido-e' || g)) as he,
              (2147483647 & hashtext('pedido-d' || g)) as hd,
              (2147483647 & hashtext('pedido-t' || g)) as ht
          ) h
      ),
      timed as (
        select src.*, a.dated, a.numbered, a.has_date, a.fk, a.mk, a.agreeable, src.ht % 64 as v,
          least(
            ((a.start_date - 60 + (src.hd % greatest(least(a.end_date, current_date) - (a.start_date - 60), 1)))::timestamp
              + make_interval(hours => 8, secs => (src.hd / 7 % 43200)::int))
              at time zone 'Europe/Madrid',
            now() - make_interval(mins => 10 + (src.hd % 600)::int)
          ) as created_at,
          a.end_date < current_date as over
        from src join acts a on a.id = src.activity_id
      ),
      stated as (
        select timed.*,
          case when over then
            case when hs % 100 < 3 then 1 when hs % 100 < 15 then 2 when hs % 100 < 23 then 3
              when hs % 100 < 30 then 4 when hs % 100 < 95 then 5 else 6 end
          else
            case when hs % 100 < 35 then 1 when hs % 100 < 75 then 2 when hs % 100 < 83 then 3
              when hs % 100 < 90 then 4 when hs % 100 < 95 then 5 else 6 end
          end as state
        from timed
      ),
      ranked as (
        select stated.*, (2147483647 & hashtext('pedido-c' || g)) as hc,
          row_number() over (partition by agreeable and state in (2, 4, 5)
            order by (2147483647 & hashtext('pedido-c' || g)), g) as agreed_rank
        from stated
      ),
      o as materialized (
        select ranked.*,
          case when he % 100 < 35 then 1
            when he % 100 < 85 or state in (2, 5) then 2 else 3 end as ekind,
          case when numbered then 8 + ht % 23 end as visitors,
          case when has_date and (dated or ht % 5 <> 0)
            then created_at::date + 7 + (ht % 90)::int end as requested_date,
          case state when 3 then p.d->'rejections'->>(v % jsonb_array_length(p.d->'rejections'))
            when 4 then p.d->'cancels'->>(v % jsonb_array_length(p.d->'cancels')) else '' end as reason,
          case when agreed then day.d - case extract(isodow from day.d)::int
            when 6 then 1 when 7 then 2 else 0 end end as agreed_date,
          case when agreed
            then p.d->'times'->>((hc / 731) % jsonb_array_length(p.d->'times'))::int end as agreed_time
        from ranked cross join p
          cross join lateral (select agreeable and state in (2, 4, 5)
            and agreed_rank <= ${int(agreedCount)} as agreed) a
          cross join lateral (select current_date + case state
            when 5 then -1 - (hc % 365)::int
            when 2 then -60 + (hc % 426)::int
            else -365 + (hc % 731)::int end as d) day
        order by created_at, g
      ),
      ins as (
        insert into orders (user_id, activity_id, state_id, entity_id, entity_mode, entity_data,
          user_data, user_data_management, visitors, requested_date, state_change_reason,
          agreed_date, agreed_time, agreed_end_time, created_at, updated_at)
        select o.user_id, o.activity_id, o.state,
          case when o.ekind = 2 then ent.id end,
          case when o.ekind = 1 then 1 else 2 end,
          case when o.ekind <> 3 then null
            when o.he % 2 = 0 then jsonb_build_object('id', ent.id, 'name', ent.name, 'cif', ent.cif,
              'address', ent.address, 'city', ent.city, 'postalCode', ent.postal_code,
              'idCouncil', ent.council_id, 'idTarget', ent.target_id)
            else jsonb_build_object('name', 'AMPA del CP ' || (p.d->'schools'->>(o.ht % jsonb_array_length(p.d->'schools')))
              || ' de ' || ent.city, 'cif', 'G' || substr(ent.cif, 2), 'address', ent.address,
              'city', ent.city, 'postalCode', ent.postal_code, 'idCouncil', ent.council_id,
              'idTarget', 3)
          end,
          replace(replace(replace(rt.doc, '@DATE@', coalesce(o.requested_date::text, '')),
            '@VISITORS@', coalesce(o.visitors::text, '')), '@ORDER@', o.g::text)::jsonb,
          case when o.state in (1, 6) then '[]'::jsonb else
            replace(replace(replace(replace(mt.doc,
              '@DONE@', coalesce(o.requested_date, o.created_at::date + 20)::text),
              '@PARTICIPANTS@', greatest(coalesce(o.visitors, 20) - o.v % 4, 1)::text),
              '@AGREED@', coalesce(o.agreed_date::text, '')),
              '@TIME@', coalesce(o.agreed_time, ''))::jsonb
          end,
          o.visitors, o.requested_date, o.reason, o.agreed_date, o.agreed_time,
          to_char(o.agreed_time::time
            + make_interval(mins => (p.d->'visitMinutes'->>(o.fk || ':' || o.v))::int), 'HH24:MI'),
          o.created_at,
          case when o.state in (1, 6) then o.created_at
            else least(o.created_at + make_interval(days => 1 + (o.ht % 20)::int), now()) end
        from o cross join p
          join rt on rt.fk = o.fk and rt.v = o.v
          left join mt on mt.mk = o.mk and mt.state = o.state and mt.v = o.v
          join entities ent on ent.id = o.entity_id
        returning id
      )
      select count(*)::int as count, min(id) as first, max(id) as last from ins`),
  );
  const made = rangeOf(row);
  const range = sql`o.id between ${int(made.first)} and ${int(made.last)}`;
  const [agreed] = rowsOf(
    await db.execute(
      sql`select count(*)::int as n from orders o where ${range} and o.agreed_date is not null`,
    ),
  );
  // The export's lines, as the trigger orders_export_line writes them (migration 0010); a
  // superuser's bulk load runs with triggers off (session_replication_role).
  await db.execute(sql`
    do $$ begin
      perform keep_order_export_line(o) from orders o
      where ${range}
      order by o.id;
    end $$`);
  // The first state is the applicant's; later ones a manager's: the campaign's gestor, else
  // the organization's first administrator. A cancellation is the applicant's own.
  const [history] = rowsOf(
    await db.execute(sql`
      with admin as (
        select min(id) as id from users where role >= 2 and organization_id = ${int(organizationId)}
      ),
      src as (
        select o.id, o.user_id, o.state_id, o.created_at, o.updated_at, o.state_change_reason,
          coalesce(c.supervisor_id, admin.id) as manager
        from orders o join activities a on a.id = o.activity_id
          join campaigns c on c.id = a.campaign_id cross join admin
        where ${range}
      ),
      ins as (
        insert into order_state_history (order_id, changed_by, changed_at, from_state_id,
          to_state_id, reason)
        select id, user_id, created_at, null, case when state_id = 6 then 6 else 1 end, ''
        from src
        union all
        select id, case when state_id = 4 then user_id else manager end,
          case when state_id = 5 then created_at + (updated_at - created_at) / 2 else updated_at end,
          1, case when state_id = 5 then 2 else state_id end,
          case when state_id in (3, 4) then state_change_reason else '' end
        from src where state_id in (2, 3, 4, 5)
        union all
        select id, manager, updated_at, 2, 5, '' from src where state_id = 5
        returning 1
      )
      select count(*)::int as n from ins`),
  );
  const [links] = rowsOf(
    await db.execute(sql`
      with ins as (
        insert into entity_users (user_id, entity_id, active, since, until)
        select o.user_id, o.entity_id, min(o.id) % 10 <> 0, min(o.updated_at),
          case when min(o.id) % 10 = 0 then min(o.updated_at) + interval '200 days' end
        from orders o where ${range} and o.entity_id is not null
        group by o.user_id, o.entity_id
        returning 1
      )
      select count(*)::int as n from ins`),
  );
  const [files] = rowsOf(
    await db.execute(sql`
      with ins as (
        insert into order_files (order_id, field_name, stored_name, original_name, size, form,
          created_at)
        select o.id, a->>'name',
          '0_' || (extract(epoch from o.created_at) * 1000)::bigint || '_' || (a->'value'->>0),
          a->'value'->>0, 20000 + o.id % 900000, 'request', o.created_at
        from orders o cross join lateral jsonb_array_elements(o.user_data) a
        where ${range} and a->>'type' = 'file' and jsonb_array_length(a->'value') > 0
        returning 1
      )
      select count(*)::int as n from ins`),
  );
  return {
    ...made,
    appointments: Number(agreed.n),
    history: Number(history.n),
    entityUsers: Number(links.n),
    files: Number(files.n),
  };
}

/**
 * The dated lines of the events among the activities `first`..`last`
 * (docs/product/campaigns-and-activities.md#events), which the catalogue leaves empty: one line a
 * month from a year back to a year ahead, 'DD/MM/YYYY HH:MM text - place' (1 in 5 without an
 * hour), and 1 in 4 events hidden from the calendar (docs/product/calendar.md#display-properties).
 * Answers the number of events and lines.
 */
export async function insertEventLines(db, { first, last }) {
  const [row] = rowsOf(
    await db.execute(sql`
      with lines as (
        select a.id, count(*)::int as n,
          string_agg(to_char(dd.d, 'DD/MM/YYYY')
            || case when (a.id + k) % 5 = 0 then '' when k % 2 = 0 then ' 10:00' else ' 17:30' end
            || ' ' || a.name || ' - Aula de la naturaleza ' || (1 + (a.id + k) % 7),
            E'\n' order by k) as text
        from activities a cross join generate_series(-12, 11) k
          cross join lateral (select (date_trunc('month', current_date)
            + make_interval(months => k))::date + ((a.id * 7 + k * 3) % 28)::int as d) dd
        where a.id between ${int(first)} and ${int(last)}
          and jsonb_array_length(a.form_metadata_management) = 0
        group by a.id
      ),
      upd as (
        update activities a set requirements = lines.text, calendar_visible = a.id % 4 <> 0
        from lines where a.id = lines.id
        returning lines.n
      )
      select count(*)::int as events, coalesce(sum(n), 0)::int as lines from upd`),
  );
  return { events: Number(row.events), lines: Number(row.lines) };
}

/**
 * What the triggers on `orders` keep for the order lists, written for the orders `first`…`last`
 * by the migrations' own functions, for a bulk load that ran with triggers off: each order's
 * entity sort name (migration 0018), the counts by activity and state (0017), the
 * organization's hours (0019) and the calendar's appointments (0020). Loaded with triggers on, the rows are written already: calling
 * this then would count them twice.
 */
export async function keepOrderListRows(db, { first, last }) {
  const range = sql`o.id between ${int(first)} and ${int(last)}`;
  await db.execute(sql`update orders o set entity_sort_name = lower(coalesce(
      (select e.name from entities e where e.id = o.entity_id), nullif(o.entity_data ->> 'name', '')))
    where ${range}`);
  await db.execute(sql`select order_counts_apply(array(
      select row(a.campaign_id, o.activity_id, o.state_id, 1)::order_counts
      from orders o join activities a on a.id = o.activity_id where ${range}))`);
  // What the triggers of migration 0020 write for each order (calendar_appointment_rows).
  await db.execute(sql`insert into calendar_appointments
    select * from calendar_appointment_rows r where r.order_id between ${int(first)} and ${int(last)}`);
  await db.execute(sql`select order_hour_counts_apply(array(
      select row(c.organization_id, order_hour(o.created_at), 1, o.id, o.id)::order_hour_counts
      from orders o join activities a on a.id = o.activity_id
        join campaigns c on c.id = a.campaign_id where ${range}))`);
}
