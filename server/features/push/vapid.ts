import type { AppConfig } from '../../config';
import type { Db } from '../../db';
import { generateVapidKeys } from '../../integrations/push';
import type { VapidKeys } from '../../integrations/push';

const SETTING = 'vapid_keys';

/**
 * The server's VAPID key pair: from the environment when set, else generated on first start and
 * kept in the database so every browser subscription stays valid across restarts.
 */
export async function ensureVapidKeys(db: Db, config: AppConfig['vapid']): Promise<VapidKeys> {
  if (config.publicKey && config.privateKey) {
    return { publicKey: config.publicKey, privateKey: config.privateKey, subject: config.subject };
  }
  const stored = await db('app_settings').where({ key: SETTING }).first<{ value: string } | undefined>('value');
  if (stored) {
    const keys = JSON.parse(stored.value) as { publicKey: string; privateKey: string };
    return { ...keys, subject: config.subject };
  }
  const keys = generateVapidKeys();
  await db('app_settings').insert({ key: SETTING, value: JSON.stringify(keys) }).onConflict('key').ignore();
  // Another process may have won the insert: read back whatever is stored.
  const kept = await db('app_settings').where({ key: SETTING }).first<{ value: string }>('value');
  return { ...(JSON.parse(kept.value) as { publicKey: string; privateKey: string }), subject: config.subject };
}
