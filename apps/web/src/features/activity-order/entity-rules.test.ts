// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { entityTargetIds, EntityMode, findEntityTypeField, needsEntityData } from './entity-rules';

// docs/product/requests.md#validation
describe('entity rules of the request form', () => {
  it('finds the entity / structure type question of a form', () => {
    const type = { type: 'select', name: 't', label: 'Tipo de estructura / entidad:' };
    const fields = [{ type: 'select', name: 'v', label: 'Tipo de visita' }, type];
    expect(findEntityTypeField(fields)).toBe(type);
    expect(
      findEntityTypeField([{ type: 'text', name: 'x', label: 'Tipo de entidad' }]),
    ).toBeUndefined();
  });

  it("needs the entity's data when an individual answers a type other than 'Ciudadan…'", () => {
    expect(needsEntityData(EntityMode.Individual, 'Centro educativo')).toBe(true);
    expect(needsEntityData(EntityMode.Individual, 'Ciudadanía')).toBe(false);
    expect(needsEntityData(EntityMode.Individual, 'CIUDADANO/A')).toBe(false);
    expect(needsEntityData(EntityMode.Individual, '')).toBe(false);
    expect(needsEntityData(EntityMode.ForEntity, 'Centro educativo')).toBe(false);
  });

  it("narrows the lookups to the activity's targets, citizens aside", () => {
    const targets = [
      { id: 1, value: 'Centros educativos' },
      { id: 2, value: 'Ciudadanía' },
    ];
    expect(entityTargetIds({ targets })).toEqual([1]);
    expect(entityTargetIds({ targets: [{ id: 2, value: 'Ciudadanía' }] })).toEqual([]);
  });
});
