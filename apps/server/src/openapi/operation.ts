import type * as z from 'zod';

/** A JSON Schema (draft 2020-12), as OpenAPI 3.1 takes it. */
export type JsonSchema = Record<string, unknown>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an operation, which sets its security and the errors that come with it:
 * - `public`: anyone; a write still needs the CSRF token of the anonymous session a page load
 *   starts (login, logout, password reset);
 * - `user`: a signed-in user's session;
 * - `store`: the store's user (session) or one of its API tokens (`storeOfRequest`);
 * - `storeSession`: the store's user only; an API token of the store is refused (403), as
 *   billing refuses it (`billingStoreOfRequest`).
 */
export type Access = 'public' | 'user' | 'store' | 'storeSession';

/** A header of an answer that a client reads, such as a download's `Content-Disposition`. */
export interface AnswerHeader {
  description: string;
  schema: z.core.$ZodType;
}

/**
 * One success answer: its status, what it means and the body's schema (none for a 204). The
 * body is JSON unless `mediaType` names another type (a CSV file's `text/csv`).
 */
export interface Answer {
  status: number;
  description: string;
  schema?: z.core.$ZodType;
  mediaType?: string;
  headers?: Record<string, AnswerHeader>;
}

/**
 * A request body: JSON checked by a zod schema, or a multipart form described by hand. Required
 * unless `optional` (a route that reads a missing body as an empty one).
 */
export type RequestBody = ({ json: z.core.$ZodType } | { multipart: JsonSchema }) & {
  description?: string;
  optional?: boolean;
};

/**
 * One route of the API as the document shows it. Schemas are the routes' own zod schemas, so
 * the document follows them; request parts are read as input (before transforms and
 * defaults), answers as output.
 */
export interface ApiOperation {
  /** Unique over the document: what generated clients name the call. */
  id: string;
  method: HttpMethod;
  /** In OpenAPI form: `/api/stores/{storeHash}/templates/{type}`. */
  path: string;
  summary: string;
  description?: string;
  /** The area, one tag per operation. */
  tag: string;
  access: Access;
  /** The path parameters' schema; a parameter it does not name is a plain string. */
  params?: z.ZodObject;
  /** The query's schema: an object (transforms allowed), one parameter per property. */
  query?: z.core.$ZodType;
  body?: RequestBody;
  /** The success answers, the usual one first. */
  answers: readonly [Answer, ...Answer[]];
  /**
   * Error statuses beyond those the access and the request imply (see `errorStatuses`), such
   * as 409 for a clash or 502 when the store platform fails.
   */
  errors?: readonly number[];
}
