import * as migration_20261122_073959_initial from './20261122_073959_initial';
import * as migration_20261122_075900_mail_jobs from './20261122_075900_mail_jobs';
import * as migration_20261122_101708_exchange_photos from './20261122_101708_exchange_photos';

export const migrations = [
  {
    up: migration_20261122_073959_initial.up,
    down: migration_20261122_073959_initial.down,
    name: '20261122_073959_initial',
  },
  {
    up: migration_20261122_075900_mail_jobs.up,
    down: migration_20261122_075900_mail_jobs.down,
    name: '20261122_075900_mail_jobs',
  },
  {
    up: migration_20261122_101708_exchange_photos.up,
    down: migration_20261122_101708_exchange_photos.down,
    name: '20261122_101708_exchange_photos'
  },
];
