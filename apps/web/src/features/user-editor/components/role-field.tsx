import { Col, Form, Select, type ColProps } from 'antd';
import type { RoleOption } from '../user-access';
import { userEditorTexts as t } from '../user-editor-texts';

interface RoleFieldProps {
  options: RoleOption[];
  /**
   * False shows the current role without letting it change
   * (docs/product/README.md#roles-and-permissions).
   */
  editable: boolean;
  /** Why the role cannot change, under the picker. */
  hint: string | null;
  col: ColProps;
}

/** 'Rol': the role picker of the user editor (docs/product/README.md#roles-and-permissions). */
export function RoleField({ options, editable, hint, col }: RoleFieldProps) {
  return (
    <Col {...col}>
      <Form.Item label={t.role} name="role" extra={hint ?? undefined}>
        <Select options={options} disabled={!editable} />
      </Form.Item>
    </Col>
  );
}
