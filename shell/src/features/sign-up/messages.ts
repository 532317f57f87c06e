/** The sign-up form's texts (its field rules' words are the API's, in @nivasa/contracts/messages). */
export const SIGN_UP_FORM_TEXT = {
  email: 'Email',
  username: 'Username',
  password: 'Password',
  phoneNumber: 'Phone Number',
  phoneNumberExample: '077 123 4567',
  submit: 'Sign Up',
} as const;
