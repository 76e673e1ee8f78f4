import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { BizError } from '../../lib/errors';
import { FileAnswer } from '../../lib/fileAnswer';
import { inBossScope, type BossScope } from './bossScope';

/*
 * A live camera's HLS stream. The chain's cameras are not reachable from here, so each demo camera plays one of
 * the short sample streams of server/assets/streams/<stream_key>/ (an index.m3u8 and its MPEG-TS segments, H.264
 * baseline + no audio, made once with ffmpeg and committed): nothing needs ffmpeg or the network at run time.
 * The playlist and segments are answered only to a merchant admin of the camera's merchant, while it is live.
 */

const streamsDir = fileURLToPath(new URL('../../assets/streams/', import.meta.url));
const fileName = /^(index\.m3u8|seg\d{1,4}\.ts)$/;

const types: Record<string, string> = { '.m3u8': 'application/vnd.apple.mpegurl', '.ts': 'video/mp2t' };

export async function liveStreamFile(db: Kysely<Database>, scope: BossScope, id: number, file: string): Promise<FileAnswer> {
  if (!fileName.test(file)) throw BizError.notFound();
  const { rows } = await sql<{ key: string }>`select d.stream_key as key from device d
    where d.id = ${id} and ${inBossScope('d', scope)} and d.live_status = 1 and d.bound and d.stream_key is not null`.execute(db);
  const key = rows[0]?.key;
  if (!key || !/^[a-z0-9]+$/.test(key)) throw BizError.notFound();
  try {
    const bytes = await fs.readFile(path.join(streamsDir, key, file));
    return new FileAnswer(bytes, types[path.extname(file)], file);
  } catch {
    throw BizError.notFound();
  }
}
