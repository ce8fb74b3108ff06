// @vitest-environment node
import { messages } from '@extranet/shared/messages';
import { describe, expect, it } from 'vitest';
import { createdNotice, placesOffer } from './order-reply';

// docs/product/README.md#error-catalogue, docs/api-conventions.md,
// docs/product/requests.md#waiting-list
describe('replies of order/create/', () => {
  it('confirms a stored request, or says it went to the waiting list', () => {
    expect(createdNotice('OK')).toBe(
      'Se ha registrado su solicitud. En breve recibirá un correo con los datos de la misma.',
    );
    expect(createdNotice('Places exceeded')).toBe(
      'La actividad no tiene plazas. Su solicitud pasará a una lista de espera.',
    );
    expect(createdNotice('Places exceeded Full Activity')).toBe(
      'La actividad completa no tiene plazas. Su solicitud pasará a una lista de espera.',
    );
  });

  it('offers the waiting list when the activity has no places', () => {
    expect(placesOffer({ error: 'CANCEL' })).toEqual({
      lines: ['No hay plazas disponibles. Si continúa pasará a una lista de espera.'],
    });
  });

  it('says no places are left on the date when none remain', () => {
    const offer = placesOffer({ error: 'CANCEL Full Activity', remaining: 0, requested: 30 });
    expect(offer?.lines[0]).toBe(messages.orderNoPlacesForDate);
    expect(placesOffer({ error: 'CANCEL Full Activity', remaining: -4 })?.lines[0]).toBe(
      'No quedan plazas disponibles para la fecha solicitada',
    );
  });

  it('offers a half day on the waiting list when fewer places remain than requested', () => {
    const offer = placesOffer({ error: 'CANCEL Full Activity', remaining: 10, requested: 30 });
    expect(offer?.lines[0]).toBe(
      'Solo quedan 10 plazas disponibles para la fecha solicitada y se están solicitando 30',
    );
    expect(offer?.lines[1]).toMatch(/media jornada \(de 12:00 a 14:00\)/);
  });

  it('otherwise offers a reduced day', () => {
    const offer = placesOffer({ error: 'CANCEL Full Activity', remaining: 30, requested: 30 });
    expect(offer).toEqual({
      lines: [
        'Solo quedan 30 plazas disponibles para la fecha solicitada. ¿Desea continuar con una jornada reducida?',
      ],
    });
  });

  it('leaves any other refusal alone', () => {
    expect(placesOffer({ error: 'activity out of time' })).toBeUndefined();
  });
});
