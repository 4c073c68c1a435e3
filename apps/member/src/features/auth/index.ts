// What other places use of the auth feature: the login modal, which routes.tsx loads lazily from
// its file (the first time the dialog opens) and hands to the layout, like the register and
// forgot-password pages.
export { LoginModal } from './LoginModal.tsx';
