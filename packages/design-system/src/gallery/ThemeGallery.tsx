import {
  Badge,
  Banner,
  Button,
  Cell,
  Checkbox,
  Column,
  EmptyState,
  Heading,
  IconButton,
  Inline,
  Link,
  Pagination,
  Panel,
  ProgressBar,
  ProgressCircle,
  Radio,
  RadioGroup,
  Row,
  SearchField,
  Select,
  SelectItem,
  Stack,
  Switch,
  Tab,
  Table,
  TableBody,
  TableHeader,
  TabList,
  TabPanel,
  Tabs,
  Text,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '../index.js';

const rows = [
  { id: 1, name: 'Linen Apron — Sage', sku: 'APR-LIN-0007', status: 'success', label: 'Completed' },
  {
    id: 2,
    name: 'Cast Iron Skillet',
    sku: 'KIT-CIS-0012',
    status: 'warning',
    label: 'With errors',
  },
  { id: 3, name: 'Trail Tent', sku: 'OUT-TNT-0013', status: 'danger', label: 'Failed' },
] as const;

/** A screen's worth of primitives in their common states, for checking a theme at a glance. */
export function ThemeGallery() {
  return (
    <Stack gap="600">
      <Heading level={1}>Theme gallery</Heading>
      <Inline gap="200">
        <Button variant="primary">Save</Button>
        <Button variant="secondary">Cancel</Button>
        <Button variant="subtle">Preview</Button>
        <Button variant="danger">Delete</Button>
        <Button isDisabled>Disabled</Button>
        <IconButton icon="trash" aria-label="Delete metafield" />
        <Link href="/billing">Explore plans</Link>
      </Inline>
      <Inline gap="200">
        {(['primary', 'success', 'warning', 'danger', 'secondary', 'info'] as const).map(
          (variant) => (
            <Badge key={variant} variant={variant}>
              {variant}
            </Badge>
          ),
        )}
      </Inline>
      <Stack gap="200">
        <Banner variant="info" title="Available on premium plans and above">
          Upgrade to Premium to unlock import.
        </Banner>
        <Banner variant="success">Metafields saved.</Banner>
        <Banner variant="warning">Some products were not updated</Banner>
        <Banner variant="critical">Unable to fetch matching orders</Banner>
      </Stack>
      <Panel title="Metafield">
        <Stack gap="400">
          <TextField label="Namespace" defaultValue="care" isRequired />
          <TextField label="Key" defaultValue="washing" description="Up to 64 characters." />
          <TextField
            label="Description"
            isInvalid
            errorMessage="Use at most 255 characters"
            defaultValue="Too long"
          />
          <SearchField label="Search metafields" />
          <Select label="Content type" defaultValue="text">
            <SelectItem id="text">Text</SelectItem>
            <SelectItem id="json">JSON</SelectItem>
          </Select>
          <Checkbox defaultSelected>Any API user can make changes to this metafield</Checkbox>
          <Switch defaultSelected>Available on storefront</Switch>
          <RadioGroup label="Layout" defaultValue="shared">
            <Radio value="shared">Shared</Radio>
            <Radio value="custom">Custom</Radio>
          </RadioGroup>
        </Stack>
      </Panel>
      <ToggleButtonGroup aria-label="Status" defaultSelectedKeys={['all']}>
        <ToggleButton id="all">All</ToggleButton>
        <ToggleButton id="visible">Visible</ToggleButton>
      </ToggleButtonGroup>
      <Tabs>
        <TabList aria-label="Metafields">
          <Tab id="shared">Shared metafields</Tab>
          <Tab id="custom">Custom metafields</Tab>
        </TabList>
        <TabPanel id="shared">
          <Text>Shared metafields describe what fields every product should have.</Text>
        </TabPanel>
        <TabPanel id="custom">
          <Text>Custom metafields.</Text>
        </TabPanel>
      </Tabs>
      <Table aria-label="Exports" selectionMode="multiple">
        <TableHeader>
          <Column id="name" isRowHeader allowsSorting>
            Name
          </Column>
          <Column id="sku">SKU</Column>
          <Column id="status">Status</Column>
        </TableHeader>
        <TableBody items={rows}>
          {(row) => (
            <Row id={row.id}>
              <Cell>{row.name}</Cell>
              <Cell>{row.sku}</Cell>
              <Cell>
                <Badge variant={row.status}>{row.label}</Badge>
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <Pagination
        page={2}
        pageCount={12}
        onPageChange={() => {}}
        pageSize={25}
        pageSizes={[25, 50, 100]}
        onPageSizeChange={() => {}}
      />
      <Inline gap="400">
        <ProgressBar label="Export progress" value={40} />
        <ProgressCircle aria-label="Import progress" isIndeterminate />
      </Inline>
      <EmptyState title="No recent exports" description="Exports are removed after 1 week." />
    </Stack>
  );
}
