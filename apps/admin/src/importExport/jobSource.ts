import type { DownloadedFile, ImportAnswer, JobDirection } from '@metafields/api-client';
import type {
  ImportPreviewPage,
  ImportPreviewPageRequest,
  Job,
  JobHistoryKind,
} from '@metafields/core';
import type { ReactNode } from 'react';

/**
 * Where a pair of import and export histories comes from and what they are called: a record
 * type's metafield jobs or a custom resource's value jobs. One history section and one polling
 * hook serve both through it.
 */
export interface JobSource {
  /** Reads one history: the retention week's jobs, newest first. */
  load: (direction: JobDirection) => Promise<Job[]>;
  /** Each history's schedule in core's `jobHistoryTiming`. */
  kinds: Readonly<Record<JobDirection, JobHistoryKind>>;
  /** A finished job's file, for a job that carries no download address. */
  download: (direction: JobDirection, job: Job) => Promise<DownloadedFile>;
  /** Asks a running job to stop. */
  cancel: (direction: JobDirection, job: Job) => Promise<unknown>;
  /** What the empty import history names: 'No recent {name} imports'. */
  importName: string;
  /** The type of 'No recent {type} exports'; without it 'No recent exports'. */
  exportName?: string | undefined;
  /** The Type column's badge text; without it the histories have no Type column. */
  formatType?: ((type: string) => ReactNode) | undefined;
  /** Starts the undo of a finished import (issue 28), where imports can be undone. */
  undo?: (id: number) => Promise<Job>;
  /** An import preview's changes and its Apply (issue 28), where imports can be previewed. */
  preview?: {
    loadPage: (id: number, request: ImportPreviewPageRequest) => Promise<ImportPreviewPage>;
    apply: (id: number) => Promise<ImportAnswer>;
  };
}
