import {
  importExportMessages,
  importRequestSchema,
  validationMessages,
  type ExportType,
} from '@metafields/core';
import { Button, DropZone, Form, Panel, useMessages } from '@metafields/design-system';
import { useRef, useState } from 'react';
import { AvailabilityBanner, type ImportExportAvailability } from './AvailabilityBanner.js';
import { NarrowField, StartRow } from './ImportExport.styles.js';
import { importExportPanelMessages } from './messages.js';
import { TypeSelect } from './TypeSelect.js';

/** What 'Start upload' hands over: the file, and the type only when the select is shown. */
export interface ImportStart {
  file: File;
  importType?: ExportType;
}

export interface ImportPanelProps {
  /**
   * Shared templates exist for this type: the 'Type' select (Shared, Custom) is shown and its
   * choice sent as `importType`. Without templates there is no select and no `importType`.
   */
  hasTemplates: boolean;
  /**
   * Called by 'Start upload' with the chosen file. While the promise is pending the form is
   * disabled and the button shows progress; when it resolves the form empties for the next
   * file, when it rejects the file stays (show core's `importStartNotice` as a notice).
   */
  onStart: (request: ImportStart) => Promise<unknown>;
  /**
   * 'Preview changes' (issue 28), shown when given: called with the chosen file as `onStart`
   * is, to start a preview of the import that writes nothing (show it with `ImportPreview`).
   */
  onPreview?: ((request: ImportStart) => Promise<unknown>) | undefined;
  /**
   * Whether the plan and store allow imports (core's `jobPanelAvailability`). Locked panels are
   * disabled under a banner. @default { status: 'allowed' }
   */
  availability?: ImportExportAvailability | undefined;
  /** Where 'Explore plans' leads: the billing page. */
  explorePlansHref: string;
}

/** CSV, or an Excel workbook whose first sheet the server reads as CSV (ADR 0031). */
const acceptedFileTypes = [
  'text/csv',
  '.csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.xlsx',
];

/**
 * The Import tab's upload form (metafields.md section 2; custom resources 'Import and export
 * tabs'): the optional type select, the required CSV or Excel (.xlsx) file and 'Start upload',
 * with 'Preview changes' beside it when the app offers previews.
 */
export function ImportPanel({
  hasTemplates,
  onStart,
  onPreview,
  availability = { status: 'allowed' },
  explorePlansHref,
}: ImportPanelProps) {
  const t = useMessages(importExportPanelMessages);
  const tImportExport = useMessages(importExportMessages);
  const tValidation = useMessages(validationMessages);
  const [file, setFile] = useState<File | null>(null);
  const [importType, setImportType] = useState<ExportType>('shared');
  const [showsRequired, setShowsRequired] = useState(false);
  // Which button's request is in flight: its button shows progress, both ignore presses.
  const [pending, setPending] = useState<'start' | 'preview' | null>(null);
  const isPending = pending !== null;
  // The drop zone lists the file it took; a new key empties it after an upload.
  const [uploads, setUploads] = useState(0);
  const fileFieldRef = useRef<HTMLDivElement>(null);

  const isLocked = availability.status !== 'allowed';
  const isDisabled = isLocked || isPending;

  const submit = (which: 'start' | 'preview') => {
    const send = which === 'preview' ? onPreview : onStart;
    if (isDisabled || !send) return;
    if (file === null || !importRequestSchema.safeParse({ file }).success) {
      setShowsRequired(true);
      // The file button carries the error as its description, so focus there reads it out.
      const buttons = fileFieldRef.current?.querySelectorAll<HTMLButtonElement>('button');
      buttons?.[buttons.length - 1]?.focus();
      return;
    }
    const request: ImportStart = hasTemplates ? { file, importType } : { file };
    setPending(which);
    send(request).then(
      () => {
        setPending(null);
        setFile(null);
        setShowsRequired(false);
        setUploads((count) => count + 1);
      },
      () => setPending(null),
    );
  };

  const choose = (files: File[]) => {
    setFile(files[0] ?? null);
    setShowsRequired(false);
  };

  return (
    <Panel as="div">
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          submit('start');
        }}
      >
        {availability.status !== 'allowed' && (
          <AvailabilityBanner
            availability={availability}
            upgradeKey="importPanel.upgrade"
            explorePlansHref={explorePlansHref}
          />
        )}
        {hasTemplates && (
          <TypeSelect value={importType} onChange={setImportType} isDisabled={isDisabled} />
        )}
        <NarrowField ref={fileFieldRef}>
          <DropZone
            key={uploads}
            label={tImportExport('importPanel.file')}
            description={t('importPanel.file.description')}
            acceptedFileTypes={acceptedFileTypes}
            isRequired
            isInvalid={showsRequired && file === null}
            errorMessage={tValidation('validation.required')}
            isDisabled={isDisabled}
            onSelect={choose}
            onDrop={choose}
          />
        </NarrowField>
        <StartRow>
          {onPreview && (
            <Button
              variant="secondary"
              onPress={() => submit('preview')}
              isDisabled={isLocked || pending === 'start'}
              isPending={pending === 'preview'}
            >
              {t('importPanel.preview')}
            </Button>
          )}
          <Button
            type="submit"
            isDisabled={isLocked || pending === 'preview'}
            isPending={pending === 'start'}
          >
            {tImportExport('importPanel.start')}
          </Button>
        </StartRow>
      </Form>
    </Panel>
  );
}
