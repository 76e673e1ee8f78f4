// One implementation for the server's scripts, the tests and the benchmarks.
export { freePort } from '../../server/db/freePort';
