import { benchApiLists } from './apiLists';

// The paged lists under load, in a Node process of their own (bench/run.ts starts it): the product's server runs
// as it would in production, not inside the bench's process, which has driven browsers and Lighthouse for twenty
// minutes by then (measured there, its p99 at 20 connections was 27-45 ms; in a process of its own, 13-22 ms).
// Arguments: database URL, scale, rounds, seconds. Progress goes to stderr, the section as JSON to stdout.

const [databaseUrl, scale, rounds, seconds] = process.argv.slice(2);
const log = (m: string) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${m}`);
benchApiLists(databaseUrl!, scale!, Number(rounds), Number(seconds), log).then(
  (section) => {
    process.stdout.write(JSON.stringify(section));
    process.exit(0);
  },
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
