// The merchant admin's scope is shared with other boss reports (the chain's stock report): it lives in server/lib.
export { bossScope, inBossScope, oneBranch, type BossScope } from '../../lib/bossScope';
