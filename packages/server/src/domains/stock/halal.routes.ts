/** The halal certificate's file of a raw material (decision 057): its upload and its reading. */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { one } from '../../db/query.js';
import { int, row, text as textKind } from '../../db/rowShape.js';
import { conflict, notFound } from '../../lib/errors.js';
import { text } from '../../lib/texts.js';
import { actor } from '../../routes/crud.js';
import type { HandlerGroup } from '../../routes/handler.js';
import { audit } from '../platform/audit.js';
import { certificateFile, removeCertificate, storeCertificate } from '../platform/images.js';
import { materialsOf } from './materials.js';
import { todayOf } from './materials.routes.js';

export const halalFileHandlers: HandlerGroup<'bahanBakuHalalUpload' | 'bahanBakuHalalFile'> = {
  /**
   * The file is checked and stored first, then the certified material points at it in one transaction; a refusal
   * removes the new file, a success the one it replaces.
   */
  bahanBakuHalalUpload: async ({ body, uploads, caller, config, db, tx }) => {
    const name = await storeCertificate(config.dataDir, uploads.file);
    const materials = materialsOf('raw', todayOf(config));
    let previous: string | null;
    try {
      previous = await tx(async (t) => {
        const found = await one(
          t,
          sql`select id, name, halal_status as status, halal_file as file from materials
              where id = ${body.id} and kind = 'raw' for update`,
          row({ id: int, name: textKind, status: textKind.nullable, file: textKind.nullable }),
        );
        if (!found) throw notFound('material');
        if (found.status !== 'certified') throw conflict('halal.notCertified', { name: found.name });
        const before = await materials.get(t, found.id);
        await t.execute(
          sql`update materials set halal_file = ${name}, version = version + 1, updated_at = now() where id = ${found.id}`,
        );
        await audit(t, {
          userId: actor(caller).userId,
          action: 'upload',
          entity: 'material',
          entityId: found.id,
          before,
          after: await materials.get(t, found.id),
        });
        return found.file;
      });
    } catch (err) {
      await removeCertificate(config.dataDir, name);
      throw err;
    }
    await removeCertificate(config.dataDir, previous);
    return { message: text('done.halalFile'), datas: await materials.get(db, body.id) };
  },

  bahanBakuHalalFile: async ({ params, config, reply }) => {
    const stored = certificateFile(config.dataDir, params.name);
    if (!stored || !fs.existsSync(stored.file)) throw notFound('certificate');
    return (
      reply
        .type(stored.type)
        // Read with the session only; a PDF shown by the browser runs nothing of its own.
        .header('Cache-Control', 'private, max-age=3600')
        .header('Content-Security-Policy', "sandbox; default-src 'none'; img-src 'self'")
        .header('Content-Disposition', `inline; filename="sertifikat-halal.${params.name.split('.').pop()}"`)
        .send(fs.createReadStream(stored.file))
    );
  },
};
