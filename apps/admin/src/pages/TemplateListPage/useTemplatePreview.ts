import {
  importPreviewPageOf,
  type ImportPreviewPageRequest,
  type ImportPreviewRow,
} from '@metafields/core';
import { useCallback, useState } from 'react';

/** A templates file's preview: the file to import on Apply and every change it would make. */
interface TemplatePreview {
  file: File;
  changes: readonly ImportPreviewRow[];
}

/**
 * The templates screen's import preview (issue 28). The server answers a templates file's
 * changes whole, so the preview holds them and pages them here; 'Apply' imports the same file.
 * `preview` asks the server (and reports its own failures); `importFile` imports and tells
 * whether it did.
 */
export function useTemplatePreview({
  preview,
  importFile,
}: {
  preview: (file: File) => Promise<readonly ImportPreviewRow[] | undefined>;
  importFile: (file: File) => Promise<boolean>;
}) {
  const [shown, setShown] = useState<TemplatePreview | null>(null);

  const onPreviewImport = async (file: File) => {
    const changes = await preview(file);
    if (changes !== undefined) setShown({ file, changes });
  };
  const loadPage = useCallback(
    async (request: ImportPreviewPageRequest) => importPreviewPageOf(shown?.changes ?? [], request),
    [shown],
  );
  const onApply = async () => {
    if (shown !== null && (await importFile(shown.file))) setShown(null);
  };
  return {
    isOpen: shown !== null,
    onPreviewImport,
    loadPage,
    onApply,
    onDiscard: () => setShown(null),
  };
}
