import {
  customResourcesMessages,
  defaultSelectOptionDelimiter,
  parsePastedSelectOptions,
  selectOptionDelimiterLabels,
  selectOptionDelimiters,
} from '@metafields/core';
import type { SelectOptionDelimiter } from '@metafields/core';
import {
  Button,
  Dialog,
  DialogTrigger,
  Modal,
  Select,
  SelectItem,
  TextArea,
  useMessages,
} from '@metafields/design-system';
import { useState } from 'react';
import { selectOptionsEditorMessages } from './messages.js';
import { ImportForm } from './SelectOptionsEditor.styles.js';

const delimiters = Object.keys(selectOptionDelimiters) as SelectOptionDelimiter[];

export interface ImportOptionsDialogProps {
  /** The pasted text's option values, split on the chosen delimiter by core. */
  onImport: (values: string[]) => void;
}

/** 'Import options': a delimiter, a text area to paste into, Import and Cancel. */
export function ImportOptionsDialog({ onImport }: ImportOptionsDialogProps) {
  const t = useMessages(selectOptionsEditorMessages);
  const tDelimiter = useMessages(customResourcesMessages);
  const [delimiter, setDelimiter] = useState<SelectOptionDelimiter>(defaultSelectOptionDelimiter);
  const [text, setText] = useState('');
  const values = parsePastedSelectOptions(text, delimiter);

  return (
    <DialogTrigger
      onOpenChange={(isOpen) => {
        // Each opening starts afresh: a cancelled paste is not imported later by mistake.
        if (isOpen) {
          setDelimiter(defaultSelectOptionDelimiter);
          setText('');
        }
      }}
    >
      <Button variant="secondary">{t('selectOptionsEditor.import.open')}</Button>
      <Modal size="small">
        <Dialog
          title={t('selectOptionsEditor.import.title')}
          footer={({ close }) => (
            <>
              <Button variant="secondary" onPress={close}>
                {t('selectOptionsEditor.import.cancel')}
              </Button>
              <Button
                isDisabled={values.length === 0}
                onPress={() => {
                  onImport(values);
                  close();
                }}
              >
                {t('selectOptionsEditor.import.submit')}
              </Button>
            </>
          )}
        >
          <ImportForm>
            <Select
              label={t('selectOptionsEditor.import.delimiter')}
              value={delimiter}
              onChange={(key) => {
                if (key !== null) setDelimiter(key as SelectOptionDelimiter);
              }}
            >
              {delimiters.map((name) => (
                <SelectItem key={name} id={name}>
                  {tDelimiter(selectOptionDelimiterLabels[name])}
                </SelectItem>
              ))}
            </Select>
            <TextArea
              label={t('selectOptionsEditor.import.text')}
              description={t('selectOptionsEditor.import.textDescription')}
              value={text}
              onChange={setText}
              rows={5}
            />
          </ImportForm>
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
