export { Tab, TabList, TabPanel, Tabs } from './Tabs.js';
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './Tabs.js';
