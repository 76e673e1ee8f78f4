import type { ReactNode } from 'react';
import { AgreementDocument } from './AgreementDocument';
import { privacyPolicy } from './privacyPolicyText';

export default function PrivacyPolicyPage(): ReactNode {
  return <AgreementDocument doc={privacyPolicy} />;
}
