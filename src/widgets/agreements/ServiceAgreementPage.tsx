import type { ReactNode } from 'react';
import { AgreementDocument } from './AgreementDocument';
import { serviceAgreement } from './serviceAgreementText';

export default function ServiceAgreementPage(): ReactNode {
  return <AgreementDocument doc={serviceAgreement} />;
}
