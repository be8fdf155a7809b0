export {
  REQUEST_MESSAGE_MAX_LENGTH,
  validateRequestEmail,
  validateRequestMessage,
  validateRequestName,
  type RequestMessageError,
  type RequestNameError,
} from './dogRequest';
export { validateEmail, type EmailError } from './email';
export { validateName, type NameError } from './name';
export { PASSWORD_MIN_LENGTH, validatePassword, type PasswordError } from './password';
export { validatePhone, type PhoneError } from './phone';
