// The search's button is the header's square icon button, on phones and desktops alike.
export { headerIconButton as button } from '../../components/header-icon-button.css.ts';
