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
export { loadMessages } from './i18n/loadMessages.js';
export { MessagesProvider, useMessages } from './i18n/MessagesProvider.js';
export type { MessagesProviderProps, Translate } from './i18n/MessagesProvider.js';

// Provider, and the locale it set (for formatting numbers and dates in the store's currency)
export { useLocale } from 'react-aria-components';
export { DesignSystemProvider } from './provider/DesignSystemProvider.js';
export type { DesignSystemProviderProps } from './provider/DesignSystemProvider.js';

// Primitives, one line pair per component folder
export { ActionMenu } from './components/ActionMenu/index.js';
export type { ActionMenuProps } from './components/ActionMenu/index.js';
export { AlertDialog } from './components/AlertDialog/index.js';
export type { AlertDialogProps, AlertDialogVariant } from './components/AlertDialog/index.js';
export { Badge } from './components/Badge/index.js';
export type { BadgeProps, BadgeVariant } from './components/Badge/index.js';
export { Banner, InlineAlert } from './components/Banner/index.js';
export type {
  BannerActionLink,
  BannerProps,
  BannerVariant,
  InlineAlertProps,
} from './components/Banner/index.js';
export { Box } from './components/Box/index.js';
export type {
  BoxBackground,
  BoxBorderColor,
  BoxProps,
  BoxRadius,
  BoxShadow,
  LayoutElement,
  SpaceScale,
} from './components/Box/index.js';
export { Button } from './components/Button/index.js';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button/index.js';
export { Checkbox } from './components/Checkbox/index.js';
export type { CheckboxProps } from './components/Checkbox/index.js';
export { CheckboxGroup } from './components/CheckboxGroup/index.js';
export type { CheckboxGroupProps } from './components/CheckboxGroup/index.js';
export { CodeBlock } from './components/CodeBlock/index.js';
export type { CodeBlockProps } from './components/CodeBlock/index.js';
export { ColorField } from './components/ColorField/index.js';
export type { ColorFieldProps } from './components/ColorField/index.js';
export { ColorPicker } from './components/ColorPicker/index.js';
export type { ColorPickerProps } from './components/ColorPicker/index.js';
export { ComboBox, ComboBoxItem, ComboBoxSection } from './components/ComboBox/index.js';
export type {
  ComboBoxItemProps,
  ComboBoxProps,
  ComboBoxSectionProps,
} from './components/ComboBox/index.js';
export { DatePicker } from './components/DatePicker/index.js';
export type { DatePickerProps } from './components/DatePicker/index.js';
export { DateTimePicker } from './components/DateTimePicker/index.js';
export type { DateTimePickerProps } from './components/DateTimePicker/index.js';
export { DropZone } from './components/DropZone/index.js';
export type { DropZoneProps } from './components/DropZone/index.js';
export { EmptyState } from './components/EmptyState/index.js';
export type { EmptyStateProps } from './components/EmptyState/index.js';
export { FieldGroup } from './components/FieldGroup/index.js';
export type { FieldGroupProps } from './components/FieldGroup/index.js';
export { FileTrigger } from './components/FileTrigger/index.js';
export type { FileTriggerProps } from './components/FileTrigger/index.js';
export { Form } from './components/Form/index.js';
export type { FormProps } from './components/Form/index.js';
export { Grid } from './components/Grid/index.js';
export type { GridBreakpoint, GridColumns, GridProps } from './components/Grid/index.js';
export { Heading } from './components/Heading/index.js';
export type { HeadingProps } from './components/Heading/index.js';
export { Icon, iconNames } from './components/Icon/index.js';
export type { IconName, IconProps } from './components/Icon/index.js';
export { IconButton } from './components/IconButton/index.js';
export type { IconButtonProps } from './components/IconButton/index.js';
export { Inline } from './components/Inline/index.js';
export type { InlineAlign, InlineJustify, InlineProps } from './components/Inline/index.js';
export { Link } from './components/Link/index.js';
export type { LinkProps } from './components/Link/index.js';
export { LinkButton } from './components/LinkButton/index.js';
export type { LinkButtonProps } from './components/LinkButton/index.js';
export { Menu, MenuItem, MenuSection, MenuSeparator } from './components/Menu/index.js';
export type {
  MenuItemProps,
  MenuItemVariant,
  MenuProps,
  MenuSectionProps,
  MenuSeparatorProps,
} from './components/Menu/index.js';
export { Dialog, DialogTrigger, Modal } from './components/Modal/index.js';
export type {
  DialogProps,
  DialogTriggerProps,
  ModalProps,
  ModalSize,
} from './components/Modal/index.js';
export {
  MultiSelect,
  MultiSelectItem,
  MultiSelectSection,
} from './components/MultiSelect/index.js';
export type {
  MultiSelectItemProps,
  MultiSelectProps,
  MultiSelectSectionProps,
} from './components/MultiSelect/index.js';
export { NumberField } from './components/NumberField/index.js';
export type { NumberFieldProps } from './components/NumberField/index.js';
export { PageHeader } from './components/PageHeader/index.js';
export type { PageHeaderBackLink, PageHeaderProps } from './components/PageHeader/index.js';
export { Pagination } from './components/Pagination/index.js';
export type { PaginationProps } from './components/Pagination/index.js';
export { Panel } from './components/Panel/index.js';
export type { PanelProps } from './components/Panel/index.js';
export { Popover } from './components/Popover/index.js';
export type { PopoverPlacement, PopoverProps } from './components/Popover/index.js';
export { ProgressBar } from './components/ProgressBar/index.js';
export type { ProgressBarProps } from './components/ProgressBar/index.js';
export { ProgressCircle } from './components/ProgressCircle/index.js';
export type { ProgressCircleProps, ProgressCircleSize } from './components/ProgressCircle/index.js';
export { Radio, RadioGroup } from './components/RadioGroup/index.js';
export type { RadioGroupProps, RadioProps } from './components/RadioGroup/index.js';
export { ReorderableList, moveItem } from './components/ReorderableList/index.js';
export type { ReorderTarget, ReorderableListProps } from './components/ReorderableList/index.js';
export { SaveBar } from './components/SaveBar/index.js';
export type { SaveBarProps } from './components/SaveBar/index.js';
export { SearchField } from './components/SearchField/index.js';
export type { SearchFieldProps } from './components/SearchField/index.js';
export { Select, SelectItem, SelectSection } from './components/Select/index.js';
export type {
  SelectItemProps,
  SelectProps,
  SelectSectionProps,
} from './components/Select/index.js';
export { Skeleton } from './components/Skeleton/index.js';
export type { SkeletonProps, SkeletonVariant } from './components/Skeleton/index.js';
export { Spinner } from './components/Spinner/index.js';
export type { SpinnerProps } from './components/Spinner/index.js';
export { Stack } from './components/Stack/index.js';
export type { StackAlign, StackJustify, StackProps } from './components/Stack/index.js';
export { Switch } from './components/Switch/index.js';
export type { SwitchProps } from './components/Switch/index.js';
export { SideNav, SideNavItem, SideNavList, SideNavSection } from './components/SideNav/index.js';
export type {
  SideNavItemProps,
  SideNavProps,
  SideNavSectionProps,
} from './components/SideNav/index.js';
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
export { Tab, TabList, TabPanel, Tabs } from './components/Tabs/index.js';
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './components/Tabs/index.js';
export { Text } from './components/Text/index.js';
export type { TextProps } from './components/Text/index.js';
export { TextArea } from './components/TextArea/index.js';
export type { TextAreaProps } from './components/TextArea/index.js';
export { TextField } from './components/TextField/index.js';
export type { TextFieldProps } from './components/TextField/index.js';
export { Thumbnail } from './components/Thumbnail/index.js';
export type { ThumbnailProps, ThumbnailSize } from './components/Thumbnail/index.js';
export {
  ToastRegion,
  closeTimedToasts,
  createToastQueue,
  toast,
  toastQueue,
  useVisibleToastCount,
} from './components/Toast/index.js';
export type {
  CreateToastQueueOptions,
  ToastAddOptions,
  ToastContent,
  ToastOptions,
  ToastQueue,
  ToastRegionProps,
  ToastVariant,
} from './components/Toast/index.js';
export { ToggleButton, ToggleButtonGroup } from './components/ToggleButtonGroup/index.js';
export type {
  ToggleButtonGroupProps,
  ToggleButtonProps,
  ToggleButtonSize,
} from './components/ToggleButtonGroup/index.js';
export { Tooltip, TooltipTrigger } from './components/Tooltip/index.js';
export type {
  TooltipPlacement,
  TooltipProps,
  TooltipTriggerProps,
} from './components/Tooltip/index.js';
export { Tree, TreeItem } from './components/Tree/index.js';
export type { TreeItemProps, TreeProps } from './components/Tree/index.js';
export { VisuallyHidden } from './components/VisuallyHidden/index.js';
export type { VisuallyHiddenProps } from './components/VisuallyHidden/index.js';
export { ZeroResultsPanel } from './components/ZeroResultsPanel/index.js';
export type { ZeroResultsPanelProps } from './components/ZeroResultsPanel/index.js';
