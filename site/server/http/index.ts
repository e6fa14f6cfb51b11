export { DEFAULT_BODY_LIMIT_BYTES, fieldErrors, formAs, readForm, readFormAs, readJson, readRawText } from './body';
export { errorResponse, HttpError, json, type ErrorBody } from './errors';
export { route, toErrorResponse } from './route';
export { acceptsEventStream, eventText, progressiveResponse } from './eventStream';
