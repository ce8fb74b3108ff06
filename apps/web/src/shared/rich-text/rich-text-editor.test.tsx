import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { RichTextEditor } from './rich-text-editor';

const buttons = ['Negrita', 'Cursiva', 'Subrayado', 'Lista', 'Lista numerada', 'Título', 'Enlace'];

// jsdom has no layout: ProseMirror measures ranges when it scrolls the selection into view.
beforeAll(() => {
  const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const rect = () => new DOMRect(0, 0, 0, 0);
  for (const proto of [Range.prototype, Element.prototype]) {
    proto.getClientRects ??= rects;
    proto.getBoundingClientRect ??= rect;
  }
  document.elementFromPoint ??= () => null;
});

describe('RichTextEditor', () => {
  it('names its editable region and its toolbar buttons, none pressed at first', async () => {
    renderWithProviders(
      <RichTextEditor label="Contenido" value={{ html: '', json: null }} onChange={vi.fn()} />,
    );
    const region = await screen.findByRole('textbox', { name: 'Contenido' });
    expect(region.getAttribute('aria-multiline')).toBe('true');
    for (const name of buttons) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-pressed')).toBe('false');
    }
    expect(screen.getByRole('combobox', { name: 'Fuente' })).toBeVisible();
  });

  it('shows stored content with its inline font and reports edits as html and json', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <RichTextEditor
        label="Contenido"
        value={{ html: '<p><span style="font-family: Georgia">Hola</span></p>', json: null }}
        onChange={onChange}
      />,
    );
    const region = await screen.findByRole('textbox', { name: 'Contenido' });
    await waitFor(() => expect(region.querySelector('span')?.style.fontFamily).toBe('Georgia'));
    const list = screen.getByRole('button', { name: 'Lista' });
    list.click();
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const [value] = onChange.mock.calls.at(-1) as [{ html: string; json: unknown }];
    expect(value.html).toContain('<ul>');
    expect(value.html).toContain('font-family: Georgia');
    expect(value.json).toMatchObject({ type: 'doc' });
  });
});
