import * as migration_20261122_073952_initial from './20261122_073952_initial';

export const migrations = [
  {
    up: migration_20261122_073952_initial.up,
    down: migration_20261122_073952_initial.down,
    name: '20261122_073952_initial'
  },
];
