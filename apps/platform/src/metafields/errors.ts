import { PlatformError, type ErrorBody } from '../errors.js';

/** The documents' 400 ("Input is invalid") carries a `detail` sentence besides the title. */
export class InputInvalid extends PlatformError {
  constructor(
    readonly detail: string,
    errors?: Record<string, string>,
  ) {
    super(400, 'Input is invalid', errors);
  }

  override toBody(): ErrorBody & { detail: string } {
    return { ...super.toBody(), detail: this.detail };
  }
}

export const metafieldInvalid = (errors: Record<string, string>): PlatformError =>
  new PlatformError(422, 'The metafield is not valid.', errors);

/** A PUT documents 400, not 422, for a body it cannot accept. */
export const changesInvalid = (errors: Record<string, string>): PlatformError =>
  new InputInvalid(Object.values(errors).join('; '), errors);

export const DUPLICATE_TITLE =
  'A metafield with this namespace and key already exists on this resource for this client.';

export const metafieldNotFound = (): PlatformError =>
  new PlatformError(404, 'A metafield was not found with this query.');

export const resourceNotFound = (type: string): PlatformError =>
  new PlatformError(404, `The ${type} was not found.`);
