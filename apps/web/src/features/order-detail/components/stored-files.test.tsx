import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { testOrder } from '../test-order';
import { StoredFiles } from './stored-files';

const files = testOrder().fileData;

function Editable() {
  const [deleting, setDeleting] = useState<string[]>([]);
  return (
    <StoredFiles
      files={files}
      label="Fotografía"
      editable
      replaces
      deleting={deleting}
      onToggleDelete={(name) =>
        setDeleting((list) => (list.includes(name) ? list.filter((n) => n !== name) : [name]))
      }
    />
  );
}

describe('the stored files of a file field', () => {
  it('offers a download, and marks a file to go on save until it is kept again', () => {
    renderWithProviders(<Editable />);
    expect(screen.getByRole('button', { name: 'Descargar grupo.png' })).toBeVisible();
    expect(screen.getByText(/sustituye al guardado/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar grupo.png' }));
    expect(screen.getByText('(se eliminará al guardar)')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Conservar grupo.png' }));
    expect(screen.queryByText('(se eliminará al guardar)')).toBeNull();
  });

  it('only downloads where the form is read-only', () => {
    renderWithProviders(
      <StoredFiles
        files={files}
        label="Fotografía"
        editable={false}
        replaces
        deleting={[]}
        onToggleDelete={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Descargar grupo.png' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Eliminar grupo.png' })).toBeNull();
    expect(screen.queryByText(/sustituye al guardado/)).toBeNull();
  });

  it('says there is none where the form is read-only and nothing is stored', () => {
    renderWithProviders(
      <StoredFiles
        files={[]}
        label="Fotografía"
        editable={false}
        replaces
        deleting={[]}
        onToggleDelete={() => undefined}
      />,
    );
    expect(screen.getByText('Ningún archivo guardado')).toBeVisible();
  });
});
