export { validateEmail, type EmailError } from './email';
export { validateName, type NameError } from './name';
export { PASSWORD_MIN_LENGTH, validatePassword, type PasswordError } from './password';
