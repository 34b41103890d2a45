import * as migration_20261122_073959_initial from './20261122_073959_initial';
import * as migration_20261122_075900_mail_jobs from './20261122_075900_mail_jobs';
import * as migration_20261122_101708_exchange_photos from './20261122_101708_exchange_photos';
import * as migration_20261123_235605_change_feed from './20261123_235605_change_feed';
import * as migration_20261124_000100_shared_state from './20261124_000100_shared_state';
import * as migration_20261124_005238_storage_prefix from './20261124_005238_storage_prefix';
import * as migration_20261124_031151_seo_share_image_and_salary from './20261124_031151_seo_share_image_and_salary';
import * as migration_20261124_151937_area_unit from './20261124_151937_area_unit';
import * as migration_20261124_160230_price_history from './20261124_160230_price_history';
import * as migration_20261124_165423_contact_taps from './20261124_165423_contact_taps';
import * as migration_20261124_193116_permits_alerts_translation from './20261124_193116_permits_alerts_translation';
import * as migration_20261124_213244_drafts_and_versions from './20261124_213244_drafts_and_versions';

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
    name: '20261122_101708_exchange_photos',
  },
  {
    up: migration_20261123_235605_change_feed.up,
    down: migration_20261123_235605_change_feed.down,
    name: '20261123_235605_change_feed',
  },
  {
    up: migration_20261124_000100_shared_state.up,
    down: migration_20261124_000100_shared_state.down,
    name: '20261124_000100_shared_state',
  },
  {
    up: migration_20261124_005238_storage_prefix.up,
    down: migration_20261124_005238_storage_prefix.down,
    name: '20261124_005238_storage_prefix',
  },
  {
    up: migration_20261124_031151_seo_share_image_and_salary.up,
    down: migration_20261124_031151_seo_share_image_and_salary.down,
    name: '20261124_031151_seo_share_image_and_salary',
  },
  {
    up: migration_20261124_151937_area_unit.up,
    down: migration_20261124_151937_area_unit.down,
    name: '20261124_151937_area_unit',
  },
  {
    up: migration_20261124_160230_price_history.up,
    down: migration_20261124_160230_price_history.down,
    name: '20261124_160230_price_history',
  },
  {
    up: migration_20261124_165423_contact_taps.up,
    down: migration_20261124_165423_contact_taps.down,
    name: '20261124_165423_contact_taps',
  },
  {
    up: migration_20261124_193116_permits_alerts_translation.up,
    down: migration_20261124_193116_permits_alerts_translation.down,
    name: '20261124_193116_permits_alerts_translation',
  },
  {
    up: migration_20261124_213244_drafts_and_versions.up,
    down: migration_20261124_213244_drafts_and_versions.down,
    name: '20261124_213244_drafts_and_versions'
  },
];
