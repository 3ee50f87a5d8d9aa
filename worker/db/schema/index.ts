/** @module The complete drizzle schema; drizzle-kit generates d1-migrations from it. */

export * from './content';
export * from './editorial';
export * from './engagement';
export * from './operations';
export * from './users';
