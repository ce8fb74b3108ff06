/**
 * Targets (destinatarios) seeded on a new database,
 * docs/product/campaigns-and-activities.md#targets.
 */
export const seedTargets = [
  { id: 1, value: 'Centros educativos' },
  { id: 2, value: 'Ciudadanía' },
  { id: 3, value: 'Asociaciones y colectivos' },
  { id: 4, value: 'Ayuntamientos y entidades públicas' },
  { id: 5, value: 'Empresas' },
  { id: 6, value: 'Otros' },
] as const;

/**
 * Target id 2 is the individual / citizen target (docs/product/campaigns-and-activities.md#targets,
 * docs/product/README.md#constants-and-limits).
 */
export const CITIZEN_TARGET_ID = 2;
