import { messages } from '@extranet/shared/messages';
import { describe, expect, it } from 'vitest';
import {
  contestExplanation,
  createdMessage,
  deletedMessage,
  isContest,
  opensWithEditButton,
  plainText,
} from './activity-rules';

const activity = (name: string, complement = '', explanation = '') => ({
  name,
  complement,
  explanation,
});

// docs/product/campaigns-and-activities.md#activities
describe('contest nature', () => {
  it('finds "concurso" in the name or the complement, whatever the case', () => {
    expect(isContest(activity('Gran CONCURSO de dibujo'))).toBe(true);
    expect(isContest(activity('Dibujo', 'Concurso escolar'))).toBe(true);
    expect(isContest(activity('Visita a la planta', 'Talleres'))).toBe(false);
  });

  it('shows a short explanation as plain text', () => {
    const contest = activity('Concurso', '', '<p>Plazo hasta el <strong>30/05</strong>&nbsp;</p>');
    expect(contestExplanation(contest)).toBe('Plazo hasta el 30/05');
  });

  it('shows nothing when the explanation has 100 characters or more', () => {
    expect(contestExplanation(activity('Concurso', '', `<p>${'a'.repeat(100)}</p>`))).toBe(
      undefined,
    );
    expect(contestExplanation(activity('Concurso', '', 'a'.repeat(99)))).toBe('a'.repeat(99));
  });

  it('shows nothing for an activity that is not a contest, or an empty explanation', () => {
    expect(contestExplanation(activity('Visita', '', 'Corta'))).toBe(undefined);
    expect(contestExplanation(activity('Concurso', '', '<p></p>'))).toBe(undefined);
  });

  it('decodes the common entities', () => {
    expect(plainText('a &lt;b&gt; &amp; &quot;c&quot;')).toBe('a <b> & "c"');
  });
});

// docs/product/campaigns-and-activities.md#activity-list
describe('calendario activities', () => {
  it('open only through the editor when the trimmed name starts with "calendario"', () => {
    expect(opensWithEditButton({ name: '  Calendario escolar' })).toBe(true);
    expect(opensWithEditButton({ name: 'CALENDARIO' })).toBe(true);
    expect(opensWithEditButton({ name: 'Mi calendario' })).toBe(false);
  });
});

// docs/product/campaigns-and-activities.md#activities
describe('event wording', () => {
  it('says "El evento" for events and "La actividad" otherwise', () => {
    expect(deletedMessage(true)).toBe(messages.eventDeleted);
    expect(deletedMessage(false)).toBe(messages.activityDeleted);
    expect(createdMessage(true)).toBe(messages.eventCreated);
    expect(createdMessage(false)).toBe(messages.activityCreated);
  });
});
