// The INSERT … SELECT statements of scripts/generate-catalogue.mjs: gestores, campaigns with
// their targets, activities with theirs. Each statement writes every row of its table at once
// from generate_series and one JSON parameter holding the words, so both stores take seconds.
import { sql } from 'drizzle-orm';
import {
  activityComplements,
  activityNames,
  MATERIAL_NAMES,
  calendarColors,
  campaignDescriptions,
  campaignThemes,
  eventNames,
} from './catalogue-vocabulary.mjs';
import { importTs, repoUrl } from './typescript.mjs';

export const GESTOR_PASSWORD = 'demo1234';
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const dni = (n) => `${String(n).padStart(8, '0')}${DNI_LETTERS[n % 23]}`;
/** A whole number written into the SQL text (never user text: checked here). */
const int = (n) => {
  if (!Number.isSafeInteger(n)) throw new Error(`not a whole number: ${n}`);
  return sql.raw(String(n));
};
/** A JSON document as one text parameter: both drivers pass a string through unchanged. */
const json = (value) => sql`(${JSON.stringify(value)}::text::jsonb)`;

/** Rows of a `db.execute` (PGlite and node-postgres both answer `{ rows }`). */
const rowsOf = (result) => result.rows ?? result;

/** Creates the gestores (role 1) when their usernames are free; answers their ids. */
export async function ensureGestores(db, organizationId, count) {
  const [{ hashPassword }, { users }] = await Promise.all([
    importTs(repoUrl('apps/api/src/plugins/passwords.ts')),
    importTs(repoUrl('apps/api/src/db/schema/users.ts')),
  ]);
  const passwordHash = await hashPassword(GESTOR_PASSWORD, { memoryCost: 19_456, timeCost: 2 });
  const people = [
    ['Ana', 'Suárez Menéndez'],
    ['Pablo', 'García Fernández'],
    ['Marta', 'López Álvarez'],
    ['Diego', 'Rodríguez Martínez'],
    ['Laura', 'Alonso Díaz'],
    ['Sergio', 'Pérez González'],
    ['Carmen', 'Sánchez Iglesias'],
    ['Iván', 'Fernández Castro'],
  ];
  const rows = Array.from({ length: count }, (_, i) => ({
    username: dni(50_000_001 + i),
    passwordHash,
    role: 1,
    name: people[i % people.length][0],
    surname: people[i % people.length][1],
    email: `gestor${i + 1}@catalogo.local`,
    councilId: 1 + ((i * 17) % 78),
    organizationId,
    rgpdAgreed: true,
  }));
  await db.insert(users).values(rows).onConflictDoNothing();
  const found = rowsOf(
    await db.execute(
      sql`select id from users where username in (${sql.join(
        rows.map((r) => sql`${r.username}`),
        sql`, `,
      )}) order by id`,
    ),
  );
  return found.map((r) => Number(r.id));
}

/**
 * Inserts the campaigns (over the last `years` school years, this one included) and their
 * targets; answers the id range and the counts.
 */
export async function insertCampaigns(db, { count, organizationId, supervisors, years = 15 }) {
  const lastYear = new Date().getFullYear();
  const words = {
    themes: campaignThemes,
    descriptions: campaignDescriptions,
    supervisors,
  };
  const [row] = rowsOf(
    await db.execute(sql`
      with p as (select ${json(words)} as d),
      ins as (
        insert into campaigns (organization_id, name, description, start_date, end_date,
          edition, active, supervisor_id, content, created_at, updated_at)
        select ${int(organizationId)},
          (p.d->'themes'->>(g % ${int(campaignThemes.length)})) || ' ' || y || '-' || (y + 1)
            || ' · ' || coalesce(c.value, 'Asturias'),
          p.d->'descriptions'->>(g % ${int(campaignDescriptions.length)}),
          make_date(y, 9, 1) + (g % 45),
          make_date(y + 1, 6, 30) - (g % 30),
          y || '/' || right((y + 1)::text, 2),
          g % 7 <> 0,
          case when g % 11 = 0 or ${int(supervisors.length)} = 0 then null
            else (p.d->'supervisors'->>(g % greatest(${int(supervisors.length)}, 1)))::int end,
          '<p>' || (p.d->'descriptions'->>(g % ${int(campaignDescriptions.length)})) || '</p>',
          make_date(y, 7, 1)::timestamptz,
          make_date(y, 7, 1)::timestamptz
        from generate_series(1, ${int(count)}) g
          cross join p
          cross join lateral (select ${int(lastYear)} - (g % ${int(years)}) as y) yr
          left join councils c on c.id = 1 + (g * 7) % 78
        returning id
      ),
      tk as (
        select id, (row_number() over (order by id))::int - 1 as k, (count(*) over ())::int as n
        from targets
      ),
      ct as (
        insert into campaign_targets (campaign_id, target_id)
        select ins.id, tk.id from ins join tk
          on tk.k = ins.id % tk.n
          or (ins.id % 3 = 0 and tk.k = (ins.id + 3) % tk.n)
          or (ins.id % 4 = 0 and tk.id = 2)
        returning 1
      )
      select (select count(*) from ins)::int as campaigns,
        (select min(id) from ins) as first, (select max(id) from ins) as last,
        (select count(*) from ct)::int as targets`),
  );
  return {
    campaigns: Number(row.campaigns),
    first: Number(row.first),
    last: Number(row.last),
    targets: Number(row.targets),
  };
}

/** Inserts the activities of the campaigns first..last and their targets. */
export async function insertActivities(
  db,
  { count, first, last, campaigns, forms, management, materialsManagement },
) {
  const words = {
    names: activityNames,
    complements: activityComplements,
    events: eventNames,
    colors: calendarColors,
    forms: forms.map((f) => f.fields),
    visit: forms.map((f) => f.hasDateAndVisitType),
    management,
    materialsManagement,
  };
  const [row] = rowsOf(
    await db.execute(sql`
      with p as (select ${json(words)} as d),
      camp as (
        select id, start_date, end_date, (row_number() over (order by id))::int - 1 as k
        from campaigns where id between ${int(first)} and ${int(last)}
      ),
      src as (
        select g, g % 33 = 0 as event, abs(hashtext('actividad-' || g)) % ${int(campaigns)} as k
        from generate_series(1, ${int(count)}) g
      ),
      ins as (
        insert into activities (campaign_id, name, complement, start_date, end_date, places,
          priority, active, inscription, calendar_color, explanation, form_metadata,
          form_metadata_management, has_date_and_visit_type, data_management,
          price_management, participants_management)
        select camp.id,
          case when event then p.d->'events'->>(g % ${int(eventNames.length)})
            else p.d->'names'->>(g % ${int(activityNames.length)}) end,
          case when event then '' else p.d->'complements'->>(g % ${int(activityComplements.length)}) end,
          least(camp.start_date + (g % 120), camp.end_date),
          least(camp.start_date + (g % 120) + (g % 45), camp.end_date),
          case when g % 5 = 0 then 0 else 15 + (g % 6) * 5 end,
          g % 4,
          g % 5 <> 0,
          g % 50 = 0,
          p.d->'colors'->>(g % ${int(calendarColors.length)}),
          '<p>' || (p.d->'names'->>(g % ${int(activityNames.length)}))
            || ': actividad gratuita, con plazas limitadas. Se confirmará por correo.</p>',
          case when event then '[]'::jsonb else p.d->'forms'->(g % ${int(forms.length)}) end,
          case when event then '[]'::jsonb
            when (p.d->'names'->>(g % ${int(activityNames.length)})) ~* ${MATERIAL_NAMES}
              then p.d->'materialsManagement'
            else p.d->'management' end,
          not event and (p.d->'visit'->>(g % ${int(forms.length)}))::boolean,
          case when g % 3 = 0 then 'Monitor: ' || (g % 12 + 1) || ' horas' else '' end,
          case when g % 4 = 0 then (20 + g % 80) || ' €' else '' end,
          case when g % 6 = 0 then (10 + g % 40)::text else '' end
        from src join camp on camp.k = src.k cross join p
        returning id, campaign_id
      ),
      at as (
        insert into activity_targets (activity_id, target_id)
        select ins.id, ct.target_id
        from ins join campaign_targets ct on ct.campaign_id = ins.campaign_id
        where ins.id % 2 = 0
          or ct.target_id = (select min(x.target_id) from campaign_targets x
                             where x.campaign_id = ins.campaign_id)
        returning 1
      )
      select (select count(*) from ins)::int as activities, (select count(*) from at)::int as targets`),
  );
  return { activities: Number(row.activities), targets: Number(row.targets) };
}
