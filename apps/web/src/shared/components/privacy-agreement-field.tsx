import { RegisterRequest } from '@extranet/shared/schemas/user';
import { Checkbox, Form } from 'antd';
import { ExternalLink } from '@/shared/components/external-link';
import { siteLinks } from '@/shared/site-links';
import { zodRule } from '@/shared/zod-rule';

/**
 * The privacy-policy checkbox, field `rgpdAgreed` (docs/product/accounts.md#personal-data). It must
 * be ticked whenever it shows: the profile only shows it until the user has accepted.
 */
export function PrivacyAgreementField() {
  return (
    <Form.Item
      name="rgpdAgreed"
      valuePropName="checked"
      rules={[zodRule(RegisterRequest, 'rgpdAgreed')]}
    >
      <Checkbox>
        He leído y acepto la{' '}
        <ExternalLink href={siteLinks.privacyPolicy}>política de privacidad</ExternalLink>
      </Checkbox>
    </Form.Item>
  );
}
