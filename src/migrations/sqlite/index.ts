import * as migration_20261122_073952_initial from './20261122_073952_initial';
import * as migration_20261122_080004_mail_jobs from './20261122_080004_mail_jobs';
import * as migration_20261122_101626_exchange_photos from './20261122_101626_exchange_photos';
import * as migration_20261123_235538_change_feed from './20261123_235538_change_feed';
import * as migration_20261124_000100_shared_state from './20261124_000100_shared_state';
import * as migration_20261124_005109_storage_prefix from './20261124_005109_storage_prefix';
import * as migration_20261124_031023_seo_share_image_and_salary from './20261124_031023_seo_share_image_and_salary';
import * as migration_20261124_151928_area_unit from './20261124_151928_area_unit';
import * as migration_20261124_160220_price_history from './20261124_160220_price_history';
import * as migration_20261124_165414_contact_taps from './20261124_165414_contact_taps';
import * as migration_20261124_193110_permits_alerts_translation from './20261124_193110_permits_alerts_translation';
import * as migration_20261124_213238_drafts_and_versions from './20261124_213238_drafts_and_versions';

export const migrations = [
  {
    up: migration_20261122_073952_initial.up,
    down: migration_20261122_073952_initial.down,
    name: '20261122_073952_initial',
  },
  {
    up: migration_20261122_080004_mail_jobs.up,
    down: migration_20261122_080004_mail_jobs.down,
    name: '20261122_080004_mail_jobs',
  },
  {
    up: migration_20261122_101626_exchange_photos.up,
    down: migration_20261122_101626_exchange_photos.down,
    name: '20261122_101626_exchange_photos',
  },
  {
    up: migration_20261123_235538_change_feed.up,
    down: migration_20261123_235538_change_feed.down,
    name: '20261123_235538_change_feed',
  },
  {
    up: migration_20261124_000100_shared_state.up,
    down: migration_20261124_000100_shared_state.down,
    name: '20261124_000100_shared_state',
  },
  {
    up: migration_20261124_005109_storage_prefix.up,
    down: migration_20261124_005109_storage_prefix.down,
    name: '20261124_005109_storage_prefix',
  },
  {
    up: migration_20261124_031023_seo_share_image_and_salary.up,
    down: migration_20261124_031023_seo_share_image_and_salary.down,
    name: '20261124_031023_seo_share_image_and_salary',
  },
  {
    up: migration_20261124_151928_area_unit.up,
    down: migration_20261124_151928_area_unit.down,
    name: '20261124_151928_area_unit',
  },
  {
    up: migration_20261124_160220_price_history.up,
    down: migration_20261124_160220_price_history.down,
    name: '20261124_160220_price_history',
  },
  {
    up: migration_20261124_165414_contact_taps.up,
    down: migration_20261124_165414_contact_taps.down,
    name: '20261124_165414_contact_taps',
  },
  {
    up: migration_20261124_193110_permits_alerts_translation.up,
    down: migration_20261124_193110_permits_alerts_translation.down,
    name: '20261124_193110_permits_alerts_translation',
  },
  {
    up: migration_20261124_213238_drafts_and_versions.up,
    down: migration_20261124_213238_drafts_and_versions.down,
    name: '20261124_213238_drafts_and_versions'
  },
];
