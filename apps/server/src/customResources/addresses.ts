import * as z from 'zod';
import { HttpError } from '../http/errors.js';
import { idParam } from '../validation.js';

/** The ids in a custom resource's addresses (parsed with `parseParams`). */
export const objectParamsSchema = z.object({ id: idParam });
export const fieldParamsSchema = z.object({ id: idParam, fieldId: idParam });

export const objectNotFound = () => new HttpError(404, 'not_found', 'Resource not found.');
export const fieldNotFound = () => new HttpError(404, 'not_found', 'Resource field not found.');
