// The login's second step, its own chunk: the login page loads it when the server asks for it.
export { LoginChallengeForm } from '@lotus/app-shell';
