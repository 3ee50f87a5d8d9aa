/** @module The app's version, as the About and account pages and the OpenAPI document show it. */
export const APP_VERSION = '1.1.11';
