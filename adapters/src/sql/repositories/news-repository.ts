import { NewsDocument } from '@edgeboard/domain';
import type { NewsRepository } from '@edgeboard/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db';
import { parseRow, toIso } from '../row-mapping';
import type { RagDocumentsTable } from '../tables';
import { chunk, excludedColumns, INSERT_CHUNK, inTransaction } from './query-helpers';

function toNews(row: Selectable<RagDocumentsTable>): NewsDocument {
  return parseRow(NewsDocument, 'rag_documents', { ...row, created_at: toIso(row.created_at) });
}

export class SqlNewsRepository implements NewsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async latest(limit: number): Promise<NewsDocument[]> {
    const rows = await this.db
      .selectFrom('rag_documents')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toNews);
  }

  async bySource(source: string, limit: number): Promise<NewsDocument[]> {
    const rows = await this.db
      .selectFrom('rag_documents')
      .selectAll()
      .where('source', '=', source)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toNews);
  }

  async upsertMany(docs: readonly NewsDocument[]): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      for (const part of chunk(docs, INSERT_CHUNK)) {
        await trx
          .insertInto('rag_documents')
          .values(part.map((d) => ({ ...d, created_at: toIso(d.created_at) })))
          .onConflict((oc) =>
            oc.column('id').doUpdateSet(excludedColumns(['content', 'source', 'url', 'created_at'])),
          )
          .execute();
      }
    });
  }
}
