import { fireEvent, screen } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import type { StoredFormField } from '@extranet/shared/forms/form-field';
import { renderWithProviders } from '@/test/render';
import { DynamicForm, isHiddenField } from './dynamic-form';

const options = [
  { label: 'Uno', value: '1' },
  { label: 'Dos', value: '2' },
];

const fields: StoredFormField[] = [
  { type: 'text', label: 'Nombre del centro', name: 'centro', required: true },
  { type: 'textarea', label: 'Observaciones', name: 'obs' },
  { type: 'number', label: 'Número de visitantes', name: 'visitantes', min: 25, max: 54 },
  { type: 'date', label: 'Fecha solicitada', name: 'fecha' },
  { type: 'checkbox-group', label: 'Autobús', name: 'bus', values: options },
  { type: 'file', label: 'Fotografía', name: 'foto' },
  { type: 'select', label: 'Tipo de visita', name: 'tipo', values: options },
  { type: 'radio-group', label: 'Turno', name: 'turno', values: options },
  { type: 'text', label: '--Oculto', name: 'oculto' },
];

function renderForm(readOnly = false) {
  return renderWithProviders(
    <Form>
      <DynamicForm fields={fields} readOnly={readOnly} />
    </Form>,
  );
}

describe('DynamicForm', () => {
  it('renders each field type with its label', () => {
    renderForm();
    expect(screen.getByLabelText('Nombre del centro').getAttribute('type')).toBe('text');
    expect(screen.getByLabelText('Observaciones').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Número de visitantes').getAttribute('aria-valuemin')).toBe('25');
    expect(screen.getByLabelText('Fecha solicitada')).toBeVisible();
    // antd draws its own box over a transparent native input: the user sees the option's label.
    const one = screen.getByRole('checkbox', { name: 'Uno' });
    expect(one).toHaveProperty('checked', false);
    expect(one.closest('label')).toBeVisible();
    expect(screen.getByLabelText('Fotografía').getAttribute('type')).toBe('file');
    expect(screen.getByRole('combobox', { name: 'Tipo de visita' })).toBeVisible();
    const two = screen.getByRole('radio', { name: 'Dos' });
    expect(two).toHaveProperty('checked', false);
    expect(two.closest('label')).toBeVisible();
  });

  it("hides fields whose label starts with '--'", () => {
    renderForm();
    expect(screen.queryByText('--Oculto')).toBeNull();
    expect(isHiddenField({ type: 'text', label: ' --x', name: 'x' })).toBe(true);
    expect(isHiddenField({ type: 'text', label: 'x--', name: 'x' })).toBe(false);
  });

  it('disables every control in read-only mode', () => {
    renderForm(true);
    expect(screen.getByLabelText('Nombre del centro')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Fotografía')).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: 'Uno' })).toHaveProperty('disabled', true);
  });
});

// docs/product/requests.md#validation
describe('DynamicForm with the shared answer rules', () => {
  const checked: StoredFormField[] = [
    { type: 'number', label: 'Número de visitantes', name: 'visitantes', min: 25, max: 54 },
    {
      type: 'checkbox-group',
      label: 'Autorización',
      name: 'autorizacion',
      required: true,
      values: [{ label: 'Autorizo', value: 'si' }],
    },
    { type: 'text', label: 'Correo', name: 'correo', placeholder: '{email}' },
  ];

  function renderChecked() {
    return renderWithProviders(
      <Form>
        <DynamicForm fields={checked} namePrefix="answers" answerRules />
      </Form>,
    );
  }

  it('keeps an out-of-range number and refuses it with the documented message', async () => {
    renderChecked();
    const visitors = screen.getByLabelText('Número de visitantes');
    expect(screen.getByText('Entre 25 y 54')).toBeVisible();
    fireEvent.change(visitors, { target: { value: '61' } });
    fireEvent.blur(visitors);
    expect((visitors as HTMLInputElement).value).toBe('61');
    expect(
      await screen.findByText('El número no está entre los intervalos permitidos'),
    ).toBeVisible();
  });

  it('names a required checkbox group as required instead of an aria-required on a group', () => {
    renderChecked();
    const group = screen.getByRole('group', { name: 'Autorización (obligatorio)' });
    expect(group.getAttribute('aria-required')).toBeNull();
    expect(screen.getByLabelText('Correo').getAttribute('placeholder')).toBe('nombre@dominio.es');
  });
});
