/** The auth feature's public face: what other features (settings) may use. */
export { NewPasswordFields } from './components/new-password-fields';
export { AUTH_FORM_MESSAGES, resetPasswordFormError } from './validation';
