/** The sign-in form's texts (its field rules' words are the API's, in @nivasa/contracts/messages). */
export const SIGN_IN_FORM_TEXT = {
  email: 'Email',
  password: 'Password',
  submit: 'Sign In',
} as const;
