import { Button, Descriptions } from 'antd';
import { errorText } from '@/shared/api-error';
import { PageTitle } from '@/shared/components/page-title';
import { useHealth } from '../api';

/** `/test`: a small diagnostic screen for administrators (docs/product/README.md#routes). */
export function TestPage() {
  const health = useHealth();
  const apiState = health.isPending ? (
    'Comprobando…'
  ) : health.isError ? (
    <span className="test-error">{errorText(health.error)}</span>
  ) : (
    <strong>{health.data.status}</strong>
  );

  return (
    <section className="page">
      <PageTitle>PRUEBAS</PageTitle>
      <Descriptions
        bordered
        column={1}
        items={[
          { key: 'web', label: 'Versión de la aplicación web', children: __APP_VERSION__ },
          { key: 'api', label: 'Estado de la API', children: apiState },
          { key: 'apiVersion', label: 'Versión de la API', children: health.data?.version ?? '—' },
          { key: 'agent', label: 'Navegador', children: navigator.userAgent },
        ]}
      />
      <Button
        className="test-refresh"
        onClick={() => void health.refetch()}
        loading={health.isFetching}
      >
        Comprobar de nuevo
      </Button>
    </section>
  );
}
