/** @module The complete drizzle schema; drizzle-kit generates d1-migrations from it. */
export * from './users';
export * from './content';
export * from './engagement';
export * from './editorial';
export * from './operations';
