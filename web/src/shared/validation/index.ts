export {
  REQUEST_MESSAGE_MAX_LENGTH,
  validateRequestEmail,
  validateRequestMessage,
  validateRequestName,
  type RequestMessageError,
  type RequestNameError,
} from './dogRequest';
export {
  NAME_MAX_CHARS,
  STORY_MAX_CHARS,
  cleanName,
  validateDogName,
  validateDogStory,
  type DogTextError,
} from './dogText';
export {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_LENGTH,
  typedContactName,
  validateContactMessage,
  validateContactName,
  validateQuestion,
  type ContactMessageError,
  type ContactNameError,
  type QuestionError,
} from './contactForm';
export { validateEmail, type EmailError } from './email';
export { validateLogin, type LoginError } from './login';
export { validateName, type NameError } from './name';
export { PASSWORD_MIN_LENGTH, validatePassword, type PasswordError } from './password';
export { validatePhone, type PhoneError } from './phone';
export {
  REPLY_TEXT_MAX_LENGTH,
  cleanReplyText,
  replyTextLength,
  validateReplyText,
  type ReplyTextError,
} from './replyText';
export { REVIEW_TEXT_LENGTH, validateReviewText, type ReviewTextError } from './review';
