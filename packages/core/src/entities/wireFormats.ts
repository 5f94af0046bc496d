import * as z from 'zod/mini';

/**
 * A timestamp as the platform's v3 API and our server send it: ISO 8601 with `Z` or an offset
 * ('2018-05-07T20:14:17+00:00').
 */
export const dateTimeSchema = z.iso.datetime({ offset: true });

/** A record id: the platform's and our server's ids are integers (0 is a real order status). */
export const idSchema = z.number().check(z.int(), z.nonnegative());

/** The platform's v2 money amounts come as decimal strings ('361.9500'). */
export const decimalStringSchema = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));
