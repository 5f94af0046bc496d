// Tokens
export { token } from './tokens/token.js';
export type { TokenPath } from './tokens/token.js';
export { tokens } from './tokens/tokens.js';
export type { Tokens } from './tokens/tokens.js';
export { colorRoles } from './tokens/color.js';
export type { ColorRole, ColorTheme } from './tokens/color.js';

// Themes and global styles
export { themes } from './themes/themes.js';
export type { ThemeName } from './themes/themes.js';
export { lightTheme } from './themes/light.js';
export { darkTheme } from './themes/dark.js';
export { highContrastTheme } from './themes/highContrast.js';
export { GlobalStyles } from './styles/GlobalStyles.js';

// Messages
export { defineMessages } from './i18n/defineMessages.js';
export type { MessageDefinitions } from './i18n/defineMessages.js';
export { formatMessage } from './i18n/formatMessage.js';
export type { MessageCatalog, MessageValues } from './i18n/formatMessage.js';
export { MessagesProvider, useMessages } from './i18n/MessagesProvider.js';
export type { MessagesProviderProps, Translate } from './i18n/MessagesProvider.js';

// Provider, and the locale it set (for formatting numbers and dates in the store's currency)
export { useLocale } from 'react-aria-components';
export { DesignSystemProvider } from './provider/DesignSystemProvider.js';
export type { DesignSystemProviderProps } from './provider/DesignSystemProvider.js';

// Primitives
export { Banner } from './components/Banner/index.js';
export type { BannerProps, BannerVariant } from './components/Banner/index.js';
export { Form } from './components/Form/index.js';
export type { FormProps } from './components/Form/index.js';
export { Heading } from './components/Heading/index.js';
export type { HeadingProps } from './components/Heading/index.js';
export { Link } from './components/Link/index.js';
export type { LinkProps } from './components/Link/index.js';
export { Text } from './components/Text/index.js';
export type { TextProps } from './components/Text/index.js';
export { Button } from './components/Button/index.js';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button/index.js';
export { Spinner } from './components/Spinner/index.js';
export type { SpinnerProps } from './components/Spinner/index.js';
export { TextField } from './components/TextField/index.js';
export type { TextFieldProps } from './components/TextField/index.js';
export { Cell, Column, Row, Table, TableBody, TableHeader } from './components/Table/index.js';
export type {
  CellAlignment,
  CellProps,
  ColumnProps,
  Key,
  RowProps,
  Selection,
  SortDescriptor,
  SortDirection,
  TableBodyProps,
  TableHeaderProps,
  TableProps,
} from './components/Table/index.js';
