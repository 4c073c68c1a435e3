/** Sign-in, registration and security words. */
export const auth = {
  username: 'Username',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
} as const;
