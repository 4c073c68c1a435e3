// What other places use of the auth feature: the login modal, which routes.tsx hands to the layout.
// Its pages (register, forgot password) are loaded by routes.tsx from their files.
export { LoginModal } from './LoginModal.tsx';
