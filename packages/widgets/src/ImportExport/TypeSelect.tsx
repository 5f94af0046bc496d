import { commonMessages, exportTypes, type ExportType } from '@metafields/core';
import { Select, SelectItem, useMessages } from '@metafields/design-system';
import { NarrowField } from './ImportExport.styles.js';
import { importExportPanelMessages } from './messages.js';

interface TypeSelectProps {
  /** The chosen type: 'shared' or 'custom' metafields. */
  value: ExportType;
  /** Called with the type picked. */
  onChange: (type: ExportType) => void;
  /** Disables the select, such as while a job starts. */
  isDisabled: boolean;
}

const isExportType = (key: unknown): key is ExportType => exportTypes.some((type) => type === key);

/** The 'Type' select of both panels: shared or custom metafields. */
export function TypeSelect({ value, onChange, isDisabled }: TypeSelectProps) {
  const t = useMessages(importExportPanelMessages);
  const tCommon = useMessages(commonMessages);
  return (
    <NarrowField>
      <Select
        label={tCommon('common.field.type')}
        name="type"
        value={value}
        onChange={(key) => {
          if (isExportType(key)) onChange(key);
        }}
        isDisabled={isDisabled}
      >
        {exportTypes.map((type) => (
          <SelectItem key={type} id={type}>
            {t(`importExportPanel.type.${type}`)}
          </SelectItem>
        ))}
      </Select>
    </NarrowField>
  );
}
