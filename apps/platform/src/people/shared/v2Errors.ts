import { ERROR_TYPE } from '../../errors.js';
import { ResponseError } from './responseError.js';

/** The v2 not-found answer, as orders.v2.oas2.yml documents it (`404_Resp`). */
export const v2NotFound = (): ResponseError =>
  new ResponseError(404, [{ status: 404, message: 'The requested resource was not found.' }]);

const describe = (param: string, problem: string) => `The '${param}' parameter ${problem}.`;

/** A v2 400 in the array shape of `404_Resp`: one entry per bad parameter. */
export const v2BadRequest = (errors: Record<string, string>): ResponseError =>
  new ResponseError(
    400,
    Object.entries(errors).map(([param, problem]) => ({
      status: 400,
      message: describe(param, problem),
    })),
  );

/** customers.v2.yml's 400 (`ErrorRequest`): `{ errors: [{ status, title, type }] }`. */
export const customersV2BadRequest = (errors: Record<string, string>): ResponseError =>
  new ResponseError(400, {
    errors: Object.entries(errors).map(([param, problem]) => ({
      status: 400,
      title: describe(param, problem),
      type: ERROR_TYPE,
    })),
  });
