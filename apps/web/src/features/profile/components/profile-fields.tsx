import type { OptionItem } from '@extranet/shared/schemas/common';
import type { Organization } from '@extranet/shared/schemas/reference';
import { Col, Form, Input, Row, Select } from 'antd';
import { ContactFields } from '@/shared/components/contact-fields';
import { NameEmailFields } from '@/shared/components/name-email-fields';
import { NewPasswordFields } from '@/shared/components/new-password-fields';
import { PrivacyAgreementField } from '@/shared/components/privacy-agreement-field';

const half = { xs: 24, md: 12 } as const;

interface ProfileFieldsProps {
  councils: readonly OptionItem[];
  councilsLoading: boolean;
  /** Shown to a superuser only (docs/product/accounts.md#profile). */
  organizations: readonly Organization[] | null;
  /**
   * The agreement checkbox shows only until it has been accepted
   * (docs/product/accounts.md#personal-data).
   */
  askAgreement: boolean;
}

/** The fields of 'DATOS PERSONALES' (docs/product/accounts.md#profile). */
export function ProfileFields({
  councils,
  councilsLoading,
  organizations,
  askAgreement,
}: ProfileFieldsProps) {
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item label="DNI" name="username">
          <Input readOnly variant="filled" />
        </Form.Item>
      </Col>
      <NameEmailFields col={half} />
      <NewPasswordFields
        required={false}
        extra="Déjela en blanco para mantener la actual."
        col={half}
      />
      <ContactFields councils={councils} councilsLoading={councilsLoading} col={half} />
      {organizations && (
        <Col {...half}>
          <Form.Item label="Organización" name="organization">
            <Select
              options={organizations.map((org) => ({ value: org.id, label: org.name }))}
              placeholder="Seleccione una organización"
            />
          </Form.Item>
        </Col>
      )}
      {askAgreement && (
        <Col span={24}>
          <PrivacyAgreementField />
        </Col>
      )}
    </Row>
  );
}
