import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../dev/proc.ts';
import { checkMigration, checkMigrationDirs, destructiveStatements, violationLine } from './migration-check.ts';

describe('the migration check', () => {
  it('finds each statement that takes away what a running release may read', () => {
    const sql = [
      'ALTER TABLE `users` ADD `bio` text;',
      'ALTER TABLE `users` DROP COLUMN `nickname`;',
      'ALTER TABLE "users" RENAME COLUMN "email" TO "mail";',
      'ALTER TABLE users RENAME TO readers;',
      'DROP TABLE IF EXISTS `old_stats`;',
      'DROP VIEW `articles_fts_excerpt`;',
      'DROP INDEX `users_email_idx`;',
      "INSERT INTO notes VALUES ('DROP TABLE users;');",
    ].join('\n--> statement-breakpoint\n');
    expect(destructiveStatements(sql)).toEqual([
      { op: 'DROP COLUMN', object: 'users.nickname' },
      { op: 'RENAME COLUMN', object: 'users.email' },
      { op: 'RENAME TABLE', object: 'users' },
      { op: 'DROP TABLE', object: 'old_stats' },
      { op: 'DROP VIEW', object: 'articles_fts_excerpt' },
    ]);
  });

  it("lets a rebuild through: a table the file created first may be renamed (drizzle's __new_ tables)", () => {
    const rebuild =
      'CREATE TABLE `__new_tags` (`id` text);\nINSERT INTO `__new_tags` SELECT id FROM `tags`;\nALTER TABLE `__new_tags` RENAME TO `tags`;';
    expect(destructiveStatements(rebuild)).toEqual([]);
    expect(destructiveStatements(`${rebuild}\nDROP TABLE \`tags\`;`)).toEqual([{ op: 'DROP TABLE', object: 'tags' }]);
  });

  it('allows only what a marker names, with a reason', () => {
    const sql = 'ALTER TABLE `users` DROP COLUMN `nickname`;\nDROP TABLE `old_stats`;';
    const marked = `-- deploy-check: allow DROP COLUMN users.nickname: unread since 1.2\n${sql}`;
    expect(checkMigration('0015_x.sql', marked)).toEqual([{ file: '0015_x.sql', op: 'DROP TABLE', object: 'old_stats' }]);
    expect(checkMigration('0015_x.sql', `-- deploy-check: allow DROP COLUMN users.nickname:\n${sql}`)).toHaveLength(2);
    expect(checkMigration('0015_x.sql', `-- deploy-check: allow DROP COLUMN users.email: unread\n${sql}`)).toHaveLength(2);
  });

  it('says in one line what was refused and what to do', () => {
    const line = violationLine([
      { file: 'd1-migrations/0015_x.sql', op: 'DROP COLUMN', object: 'users.nickname' },
      { file: 'd1-migrations/0015_x.sql', op: 'DROP TABLE', object: 'old_stats' },
    ]);
    expect(line).not.toContain('\n');
    expect(line).toBe(
      'd1-migrations/0015_x.sql drops column users.nickname, which the running release may still read (and 1 more): ship that in a ' +
        'release after the one that stops reading it, then mark it "-- deploy-check: allow DROP COLUMN users.nickname: <why nothing ' +
        'running reads it>" (docs/deploy.md, Migrations)',
    );
  });

  it('passes every migration in the checkout (each earlier drop carries its marker)', () => {
    const dirs = ['d1-migrations', 'd1-migrations/events'].map((d) => path.join(ROOT, d));
    expect(dirs.every((d) => readdirSync(d).some((f) => f.endsWith('.sql')))).toBe(true);
    expect(checkMigrationDirs(dirs, ROOT)).toEqual([]);
  });
});
