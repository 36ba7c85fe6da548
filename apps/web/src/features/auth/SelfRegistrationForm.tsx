// The self-registration popup content lives with the access feature (issue #3).
export type { SelfRegistrationFormProps } from '../acesso/cadastro/SelfRegistrationForm';
export { SelfRegistrationForm } from '../acesso/cadastro/SelfRegistrationForm';
export type { SelfRegistrationResult } from '../acesso/cadastro/types';
