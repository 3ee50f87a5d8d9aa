/** @module The image proxy's failures, each an AppError naming the `url` field. */
import { AppError } from '../../http/errors';

export const refusedUrl = (reason: string) => AppError.of(400, 'validation', `url is not allowed: ${reason}`, 'url');
export const notAnImage = (detail: string) => AppError.of(400, 'validation', `url is not a PNG, JPEG, WebP or GIF image: ${detail}`, 'url');
export const imageTooLarge = (detail: string) => AppError.of(413, 'payload_too_large', `The image is too large: ${detail}`, 'url');
export const mediaNotFound = () => AppError.of(404, 'not_found', 'No such media object', 'url');

/** 502 for a source we could not get (unreachable, failing, too many redirects). */
export const badGateway = (detail: string) => AppError.of(502, 'bad_gateway', `Could not get the image: ${detail}`, 'url');
