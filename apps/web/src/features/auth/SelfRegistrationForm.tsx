// The self-registration popup content lives with the access feature (issue #3).
export { SelfRegistrationForm } from '../../shared/cadastro/SelfRegistrationForm';
