// A port for a server a test starts and stops itself (a private PostgreSQL or Redis), fixed for the
// test's run so the server comes back where its clients look. Above Linux's ephemeral range
// (32768–60999), so no client socket and no server listening on port 0 can hold it meanwhile; each
// test file has a block of its own, so files running at once never share one.
const FIRST = 61_000;
const BLOCK = 800;

export const BLOCKS = {
  databaseOutage: 0,
  redisOutage: 1,
  redisOutageNodesPostgres: 2,
  redisOutageNodesRedis: 3,
  postgresRollback: 4,
} as const;

export function privatePort(block: (typeof BLOCKS)[keyof typeof BLOCKS]): number {
  return FIRST + block * BLOCK + (process.pid % BLOCK);
}
