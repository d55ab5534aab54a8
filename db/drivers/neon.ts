/**
 * Workers database: Neon's serverless driver through its WebSocket `Pool` (the HTTP driver has
 * no interactive transactions, which answers and purchases need). One pool per request, closed
 * when the request is done. Migrations are applied at deploy time, not here.
 */
import { Pool } from '@neondatabase/serverless';
import { drizzle } from 'drizzle-orm/neon-serverless';
import * as schema from '../schema';
import type { Db, DbHandle } from '../types';
import { CONNECT_TIMEOUT_MS, handleConnectionErrors } from './pool-errors';

/** Opens a Neon pool on `connectionString` (a postgres:// URL). */
export function openNeon(connectionString: string): DbHandle {
  const pool = handleConnectionErrors(new Pool({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS }), 'neon');
  const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return { db, kind: 'neon', close: () => pool.end() };
}
