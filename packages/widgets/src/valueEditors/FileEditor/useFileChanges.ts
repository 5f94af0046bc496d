import { selectableFiles } from '@metafields/core';
import type { FileObject } from '@metafields/core';
import { useMessages } from '@metafields/design-system';
import { useLayoutEffect, useRef, useState } from 'react';
import { useValueEditorServices } from '../services/index.js';
import type { ValueEditorOptions } from '../types.js';
import {
  roomForFiles,
  valueWithLabel,
  valueWithout,
  valueWithUploaded,
  type FileValue,
} from './fileChoice.js';
import { fileEditorMessages } from './messages.js';

/** A picked file on its way to the store. */
export interface FileUpload {
  key: number;
  name: string;
}

/** Something that went wrong with the last files picked, said under the drop zone. */
export interface FileProblem {
  key: number;
  message: string;
}

type FileId = FileObject['id'];

/**
 * What a file field does to its value: uploads picked files through the host's `uploadFile`,
 * removes files through `deleteFile`, relabels them. Each finishes later than it starts, so each
 * builds on the value as last reported, not on the value of the render that started it.
 */
export function useFileChanges(
  options: ValueEditorOptions | undefined,
  value: FileValue | null,
  onChange: (value: FileValue | null) => void,
) {
  const t = useMessages(fileEditorMessages);
  const { uploadFile, deleteFile } = useValueEditorServices();
  const latest = useRef<FileValue>(value ?? []);
  useLayoutEffect(() => {
    latest.current = value ?? [];
  }, [value]);
  const report = (next: FileValue | null) => {
    latest.current = next ?? [];
    onChange(next);
  };

  const nextKey = useRef(0);
  const uploadingCount = useRef(0);
  const [uploads, setUploads] = useState<readonly FileUpload[]>([]);
  const [problems, setProblems] = useState<readonly FileProblem[]>([]);
  const [removing, setRemoving] = useState<ReadonlySet<FileId>>(new Set());
  const [removeFailed, setRemoveFailed] = useState<ReadonlySet<FileId>>(new Set());

  const upload = (picked: readonly File[]) => {
    if (picked.length === 0) return;
    const room = roomForFiles(options, latest.current.length, uploadingCount.current);
    if (picked.length > room) {
      setProblems([
        {
          key: nextKey.current++,
          message: t('valueEditors.file.tooMany', { max: selectableFiles.list, room }),
        },
      ]);
      return;
    }
    const started = picked.map((file) => ({ key: nextKey.current++, file }));
    const keys = new Set(started.map(({ key }) => key));
    uploadingCount.current += started.length;
    setProblems([]);
    setUploads((current) => [
      ...current,
      ...started.map(({ key, file }) => ({ key, name: file.name })),
    ]);
    void Promise.allSettled(started.map(({ file }) => uploadFile(file))).then((results) => {
      uploadingCount.current -= started.length;
      setUploads((current) => current.filter(({ key }) => !keys.has(key)));
      const uploaded = results.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value] : [],
      );
      const failed = started.filter((_, index) => results[index]?.status === 'rejected');
      if (failed.length > 0) {
        setProblems((current) => [
          ...current,
          ...failed.map(({ key, file }) => ({
            key,
            message: t('valueEditors.file.uploadFailed', { name: file.name }),
          })),
        ]);
      }
      if (uploaded.length > 0) report(valueWithUploaded(options, latest.current, uploaded));
    });
  };

  /** `onRemoved` runs once the file is deleted, just before the value without it is reported. */
  const remove = (file: FileObject, onRemoved?: () => void) => {
    setRemoving((current) => new Set(current).add(file.id));
    setRemoveFailed((current) => without(current, file.id));
    void deleteFile(file).then(
      () => {
        setRemoving((current) => without(current, file.id));
        onRemoved?.();
        report(valueWithout(latest.current, file));
      },
      () => {
        setRemoving((current) => without(current, file.id));
        setRemoveFailed((current) => new Set(current).add(file.id));
      },
    );
  };

  const relabel = (file: FileObject, label: string) => {
    report(valueWithLabel(latest.current, file, label));
  };

  return { uploads, problems, removing, removeFailed, upload, remove, relabel };
}

function without<T>(set: ReadonlySet<T>, item: T): ReadonlySet<T> {
  const next = new Set(set);
  next.delete(item);
  return next;
}
