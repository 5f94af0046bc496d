import { HttpError } from '../http/errors.js';

/**
 * The file-store failures. The client shows `message` with a 'Go to settings' link (spec
 * section 8, "File-store error"); `error` tells it which case this is. None is a 401, which
 * the client would take for its own session ending, and none is a 500.
 */
export const webdavNotConfigured = () =>
  new HttpError(
    409,
    'webdav_not_configured',
    'Files cannot be stored until the WebDAV login is saved. Add it in the WebDAV settings.',
  );

export const webdavRejected = () =>
  new HttpError(
    502,
    'webdav_rejected',
    'The WebDAV server refused the saved login. Check the username and password in the WebDAV settings.',
  );

export const webdavUnavailable = (detail = 'could not be reached') =>
  new HttpError(
    502,
    'webdav_unavailable',
    `The WebDAV server ${detail}. Please try again later or check the WebDAV settings.`,
  );
