// Global styles (box-sizing, body colours, reduced motion, the default dark tokens on :root)
// come with the first import of the package, so an app cannot forget them.
import './theme/global.css.ts';

export { vars } from './theme/contract.css.ts';
export { darkTheme, lightTheme } from './theme/themes.css.ts';
export { themeNames, themeClassName } from './theme/theme-names.ts';
export type { ThemeName } from './theme/theme-names.ts';

export { Badge, badgeTones } from './Badge/Badge.tsx';
export type { BadgeProps, BadgeTone } from './Badge/Badge.tsx';

export { Button, buttonSizes, buttonVariants } from './Button/Button.tsx';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button/Button.tsx';

export { Card, cardPaddings } from './Card/Card.tsx';
export type { CardPadding, CardProps } from './Card/Card.tsx';

export { Carousel } from './Carousel/Carousel.tsx';
export type { CarouselProps, CarouselSlideState } from './Carousel/Carousel.tsx';
export { slideAction as carouselSlideAction } from './Carousel/Carousel.css.ts';
export { CarouselImage } from './Carousel/CarouselImage.tsx';
export { CarouselPlaceholder } from './Carousel/CarouselPlaceholder.tsx';
export type { CarouselPlaceholderProps } from './Carousel/CarouselPlaceholder.tsx';
export type { CarouselImageProps, CarouselWords } from './Carousel/CarouselImage.tsx';
export { carouselAutoplayMs } from './Carousel/use-carousel.ts';
export { swipeShare as carouselSwipeShare } from './Carousel/use-swipe.ts';

export { Checkbox } from './Checkbox/Checkbox.tsx';
export type { CheckboxProps } from './Checkbox/Checkbox.tsx';

export { Dialog, dialogSizes } from './Dialog/Dialog.tsx';
export type { DialogProps, DialogSize } from './Dialog/Dialog.tsx';

export { EmptyState, emptyStateHeadingLevels } from './EmptyState/EmptyState.tsx';
export type { EmptyStateHeadingLevel, EmptyStateProps } from './EmptyState/EmptyState.tsx';

export { PasswordField } from './PasswordField/PasswordField.tsx';
export type { PasswordFieldProps } from './PasswordField/PasswordField.tsx';

export { QRCode, qrCodeLevels } from './QRCode/QRCode.tsx';
export type { QRCodeLevel, QRCodeProps } from './QRCode/QRCode.tsx';

export { Select } from './Select/Select.tsx';
export type { SelectOption, SelectProps } from './Select/Select.tsx';

export { Skeleton, skeletonRadii } from './Skeleton/Skeleton.tsx';
export type { SkeletonProps, SkeletonRadius } from './Skeleton/Skeleton.tsx';

export { Spinner, spinnerSizes } from './Spinner/Spinner.tsx';
export type { SpinnerProps, SpinnerSize } from './Spinner/Spinner.tsx';

export { Tabs } from './Tabs/Tabs.tsx';
export type { TabItem, TabsProps } from './Tabs/Tabs.tsx';

export { TextField } from './TextField/TextField.tsx';
export type { TextFieldProps } from './TextField/TextField.tsx';
export { TextArea } from './TextArea/TextArea.tsx';
export type { TextAreaProps } from './TextArea/TextArea.tsx';

export { ToastProvider, toastTones, useToast } from './Toast/Toast.tsx';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './Toast/Toast.tsx';
