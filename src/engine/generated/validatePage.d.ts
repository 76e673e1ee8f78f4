// Types of the generated, precompiled page validator (validatePage.js).
import type { ErrorObject } from 'ajv';

export interface PageValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

declare const validate: PageValidator;
export { validate };
export default validate;
