/** Sign-in, registration and security words. */
export const auth = {
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm password',
  affiliateCode: 'Invitation code',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  captcha: 'Verification code',
  captchaImage: 'Verification image: type the characters you see',
  refreshCaptcha: 'New image',
  register: 'Register',
  registerTitle: 'Create your account',
  noAccount: 'No account yet?',
  ageConfirm: 'I am 18 years old or older',
  termsAccept: 'I accept the terms of service and the privacy policy',
  mustConfirmAge: 'You must be 18 or older to register',
  mustAcceptTerms: 'Please accept the terms of service and the privacy policy',
} as const;
