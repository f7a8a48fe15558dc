import fs from 'node:fs';
import path from 'node:path';
import type { RouteHandlerMethod } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Schemas } from '../lib/types.js';
import { AppError, notFound } from '../lib/errors.js';
import { one } from '../db/query.js';
import { requireSelfOrRight } from '../plugins/auth.js';
import { allows } from '../services/access.js';
import { audit } from '../services/audit.js';
import { hashPassword, verifyPassword } from '../services/passwords.js';
import { CONTENT_TYPES, photosDir, removePhoto, storePhoto } from '../services/photos.js';
import {
  createUser,
  deleteUser,
  getUser,
  listUsers,
  passwordHashOf,
  setPassword,
  updateUser,
} from '../services/users.js';
import { inTx, ok } from './tx.js';

export const userHandlers: Record<string, RouteHandlerMethod> = {
  async userList(req) {
    return ok(await listUsers(req.server.db, req.body as Schemas['UserListRequest']));
  },

  async userAdd(req) {
    const actor = req.caller!.userId;
    const body = req.body as Schemas['UserInput'];
    const passwordHash = await hashPassword(body.password);
    const datas = await inTx(req, (tx) => createUser(tx, actor, { ...body, passwordHash }));
    return ok({ message: 'Pengguna berhasil ditambahkan.', datas });
  },

  async userUpdate(req) {
    const body = req.body as Schemas['UserUpdate'];
    const caller = requireSelfOrRight(req, body.id);
    const access = req.routeOptions.config.access!;
    const full = allows(caller.rights, access.menus, access.right);
    const datas = await inTx(req, (tx) => updateUser(tx, caller.userId, body, full));
    return ok({ message: 'Data pengguna berhasil diperbarui.', datas });
  },

  async userNewPassword(req) {
    const body = req.body as Schemas['NewPasswordRequest'];
    const caller = requireSelfOrRight(req, body.id);
    const target = body.id ?? caller.userId;
    if (target === caller.userId) {
      const hash = await passwordHashOf(req.server.db, target);
      if (!body.currentPassword || !hash || !(await verifyPassword(hash, body.currentPassword))) {
        throw new AppError(422, 'Kata sandi saat ini salah.', { currentPassword: ['Kata sandi saat ini salah.'] });
      }
    }
    const passwordHash = await hashPassword(body.newPassword);
    await inTx(req, async (tx) => {
      await getUser(tx, target);
      // Changing one's own password keeps this session; every other session of the user ends.
      await setPassword(tx, caller.userId, target, passwordHash, target === caller.userId ? caller.sessionId : undefined);
    });
    return ok({
      message: target === caller.userId ? 'Kata sandi berhasil diubah.' : 'Kata sandi pengguna berhasil diatur ulang.',
    });
  },

  async userUploadPhoto(req) {
    const body = req.body as { id?: number };
    const caller = requireSelfOrRight(req, body.id);
    const target = body.id ?? caller.userId;
    const dataDir = req.server.config.dataDir;
    const name = await storePhoto(dataDir, req.uploads.photo);
    let previous: string | null = null;
    try {
      await inTx(req, async (tx) => {
        const row = await one<{ photo: string | null }>(tx, sql`select photo from users where id = ${target} for update`);
        if (!row) throw notFound('Pengguna');
        previous = row.photo;
        await tx.execute(sql`update users set photo = ${name}, version = version + 1, updated_at = now() where id = ${target}`);
        await audit(tx, { userId: caller.userId, action: 'upload', entity: 'user', entityId: target, before: { photo: previous }, after: { photo: name } });
      });
    } catch (err) {
      await removePhoto(dataDir, name);
      throw err;
    }
    await removePhoto(dataDir, previous);
    return ok({ message: 'Foto profil berhasil diperbarui.', datas: await getUser(req.server.db, target) });
  },

  async userDelete(req) {
    const actor = req.caller!.userId;
    const { id } = req.params as { id: number };
    const { photo } = await inTx(req, (tx) => deleteUser(tx, actor, id));
    await removePhoto(req.server.config.dataDir, photo);
    return ok({ message: 'Pengguna berhasil dihapus.', id });
  },

  async photoFile(req, reply) {
    const { name } = req.params as { name: string };
    const file = path.join(photosDir(req.server.config.dataDir), name);
    if (!fs.existsSync(file)) throw notFound('Foto');
    const ext = name.split('.').pop() as keyof typeof CONTENT_TYPES;
    return reply
      .type(CONTENT_TYPES[ext])
      .header('Cache-Control', 'private, max-age=86400')
      .send(fs.createReadStream(file));
  },
};
